'use strict';
// Composition root: builds the repositories from the models and hands them to the services.
// Routes only ever see fastify.services.
const fp = require('fastify-plugin');
const UserRepository = require('../repositories/userRepository');
const ArticleRepository = require('../repositories/articleRepository');
const UserService = require('../services/userService');
const ProfileService = require('../services/profileService');
const ArticleService = require('../services/articleService');

async function servicesPlugin(fastify) {
  const users = new UserRepository(fastify.models);
  const articles = new ArticleRepository(fastify.models);
  fastify.decorate('services', {
    users: new UserService(users),
    profiles: new ProfileService(users),
    articles: new ArticleService(articles, users),
  });
}

module.exports = fp(servicesPlugin, { name: 'services', dependencies: ['db'] });
