export const TYPES = {
  ArticleRepository: Symbol.for('ArticleRepository'),
  ArticleService: Symbol.for('ArticleService'),
  JwtCipher: Symbol.for('JwtCipher'),
  TagRepository: Symbol.for('TagRepository'),
  UserRepository: Symbol.for('UserRepository'),
}
