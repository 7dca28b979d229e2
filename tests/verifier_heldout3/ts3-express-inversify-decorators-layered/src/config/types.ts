export const TYPES = {
  UserRepository: Symbol.for('UserRepository'),
  ArticleRepository: Symbol.for('ArticleRepository'),
  UserService: Symbol.for('UserService'),
  ArticleService: Symbol.for('ArticleService'),
};
