// Composition root: registers every factory; resolution happens per request.
const { asFunction, createContainer, InjectionMode } = require('awilix');
const makeSequelize = require('./db');
const makeModels = require('./models');

module.exports = function buildContainer() {
  const container = createContainer({ injectionMode: InjectionMode.PROXY });
  container.register({
    sequelize: asFunction(makeSequelize).singleton(),
    models: asFunction(makeModels).singleton(),
    userRepository: asFunction(require('./repositories/userRepository')).singleton(),
    articleRepository: asFunction(require('./repositories/articleRepository')).singleton(),
    profileService: asFunction(require('./services/profileService')).singleton(),
    articleService: asFunction(require('./services/articleService')).singleton(),
  });
  return container;
};
