// Composition root: registers every dependency by name; nothing else.
const { createContainer, asFunction, asValue } = require('awilix');
const { createModels } = require('./models');
const makeUserRepository = require('./repositories/userRepository');
const makeArticleRepository = require('./repositories/articleRepository');
const makeUserService = require('./services/userService');
const makeArticleService = require('./services/articleService');

function configureContainer(config) {
  const models = createModels(config.databaseUrl);
  const container = createContainer();
  container.register({
    config: asValue(config),
    models: asValue(models),
    userRepository: asFunction(makeUserRepository).singleton(),
    articleRepository: asFunction(makeArticleRepository).singleton(),
    userService: asFunction(makeUserService).singleton(),
    articleService: asFunction(makeArticleService).singleton(),
  });
  return container;
}

module.exports = { configureContainer };
