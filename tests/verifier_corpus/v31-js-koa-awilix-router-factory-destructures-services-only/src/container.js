'use strict';

const { createContainer, asFunction, asValue } = require('awilix');

module.exports = function buildContainer(config) {
  const container = createContainer();
  container.register({
    config: asValue(config),
    logger: asValue(console),
    models: asFunction(require('./models')).singleton(),
    tagRepository: asFunction(require('./repositories/tagRepository')).singleton(),
    articleRepository: asFunction(require('./repositories/articleRepository')).singleton(),
    tagService: asFunction(require('./services/tagService')).singleton(),
    articleService: asFunction(require('./services/articleService')).singleton(),
    apiRouter: asFunction(require('./routes/api')).singleton(),
  });
  return container;
};
