'use strict';
const fp = require('fastify-plugin');
const { UserRepository } = require('../repositories/user-repository');
const { ArticleRepository } = require('../repositories/article-repository');
const { TagRepository } = require('../repositories/tag-repository');
const { UserService } = require('../services/user-service');
const { ArticleService } = require('../services/article-service');

// Wires repositories into services and exposes them on the instance.
module.exports = fp(async (fastify) => {
  const users = new UserRepository(fastify.pg);
  const articles = new ArticleRepository(fastify.pg);

  fastify.decorate('userService', new UserService(users, process.env.JWT_SECRET || 'conduit'));
  fastify.decorate('articleService', new ArticleService(articles, users));
  // tags have no business rules, the route can read them straight away
  fastify.decorate('tagRepository', new TagRepository(fastify.pg));
}, { name: 'container', dependencies: ['postgres'] });
