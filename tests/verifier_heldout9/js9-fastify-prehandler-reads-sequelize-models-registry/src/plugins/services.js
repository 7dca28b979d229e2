const fp = require('fastify-plugin');
const articleRepository = require('../repositories/articles');
const articleService = require('../services/articles');

module.exports = fp(async (fastify) => {
  fastify.decorate('articleService', articleService(articleRepository(fastify.db)));
}, { dependencies: [] });
