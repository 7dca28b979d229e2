'use strict';

module.exports = async function articleRoutes(fastify) {
  const { articles } = fastify.services;

  fastify.get('/articles', { onRequest: fastify.optionalAuth }, async (req) => articles.list(req.query, req.userId));

  fastify.post('/articles', { onRequest: fastify.requireAuth }, async (req, reply) => {
    reply.code(201);
    return { article: await articles.create(req.body.article, req.userId) };
  });

  fastify.get('/tags', async () => ({ tags: await articles.tags() }));
};
