'use strict';

// Composition root: everything is registered by name and resolved by parameter name.
const { createContainer, asFunction, asValue } = require('awilix');
const { createModels } = require('./models');

function buildContainer(databaseUrl) {
  const container = createContainer();
  container.register({
    models: asValue(createModels(databaseUrl)),
    articleRepository: asFunction(require('./repositories/articleRepository')).singleton(),
    commentRepository: asFunction(require('./repositories/commentRepository')).singleton(),
    articleService: asFunction(require('./services/articleService')).singleton(),
    articlesRouter: asFunction(require('./routes/articles')).singleton(),
  });
  return container;
}

module.exports = { buildContainer };
