export const TYPES = {
  Sequelize: Symbol.for('Sequelize'),
  UserRepository: Symbol.for('UserRepository'),
  ArticleRepository: Symbol.for('ArticleRepository'),
  UserService: Symbol.for('UserService'),
  ArticleService: Symbol.for('ArticleService'),
  UserController: Symbol.for('UserController'),
  ArticleController: Symbol.for('ArticleController'),
};
