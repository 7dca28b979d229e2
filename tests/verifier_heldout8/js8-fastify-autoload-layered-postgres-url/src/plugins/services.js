'use strict';

// Wiring only: build repositories from the models, services from the repositories.
const fp = require('fastify-plugin');
const UserRepository = require('../repositories/user-repository');
const ArticleRepository = require('../repositories/article-repository');
const TagRepository = require('../repositories/tag-repository');
const UserService = require('../services/user-service');
const ArticleService = require('../services/article-service');
const TagService = require('../services/tag-service');

module.exports = fp(async function services(fastify) {
  const users = new UserRepository(fastify.models);
  const articles = new ArticleRepository(fastify.models);
  const tags = new TagRepository(fastify.models);

  fastify.decorate('services', {
    users: new UserService(users, (payload) => fastify.jwt.sign(payload)),
    articles: new ArticleService(articles, users),
    tags: new TagService(tags),
  });
}, { name: 'services', dependencies: ['database', 'auth'] });
