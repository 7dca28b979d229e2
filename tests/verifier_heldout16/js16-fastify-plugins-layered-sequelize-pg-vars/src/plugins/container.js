const fp = require('fastify-plugin');
const UserRepository = require('../repositories/user-repository');
const ArticleRepository = require('../repositories/article-repository');
const UserService = require('../services/user-service');
const ArticleService = require('../services/article-service');

module.exports = fp(async (fastify) => {
  const users = new UserRepository(fastify.models);
  const articles = new ArticleRepository(fastify.models);
  fastify.decorate('services', {
    users: new UserService(users, (payload) => fastify.jwt.sign(payload)),
    articles: new ArticleService(articles),
  });
}, { dependencies: [] });
