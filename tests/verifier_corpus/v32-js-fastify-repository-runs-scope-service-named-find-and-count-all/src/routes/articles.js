'use strict';

const articleService = require('../services/articleService');

module.exports = async function articleRoutes(fastify) {
  fastify.get('/api/articles', async (request) => {
    const limit = Math.min(Number(request.query.limit) || 20, 100);
    const offset = Number(request.query.offset) || 0;
    return articleService.findAndCountAll({ limit, offset });
  });

  fastify.get('/api/articles/:slug', async (request, reply) => {
    const article = await articleService.findBySlug(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article };
  });
};
