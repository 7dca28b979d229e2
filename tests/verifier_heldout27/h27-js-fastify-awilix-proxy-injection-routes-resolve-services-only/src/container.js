'use strict';

// Composition root: everything the container can inject, registered by name.
const { asClass, asValue } = require('awilix');
const { diContainer } = require('@fastify/awilix');
const models = require('./models');
const UserRepository = require('./repositories/user-repository');
const ArticleRepository = require('./repositories/article-repository');
const UserService = require('./services/user-service');
const ArticleService = require('./services/article-service');

function registerDependencies() {
  diContainer.register({
    models: asValue(models),
    userRepository: asClass(UserRepository).singleton(),
    articleRepository: asClass(ArticleRepository).singleton(),
    userService: asClass(UserService).singleton(),
    articleService: asClass(ArticleService).singleton(),
  });
}

module.exports = { registerDependencies };
