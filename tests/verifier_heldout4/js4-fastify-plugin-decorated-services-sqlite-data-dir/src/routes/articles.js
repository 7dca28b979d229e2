'use strict';

module.exports = async function articleRoutes(fastify) {
  const { articles } = fastify.services;

  fastify.get('/articles', { preHandler: fastify.optionalAuth }, async (request) => articles.list(request.query, request.userId));

  fastify.post('/articles', { preHandler: fastify.authenticate }, async (request, reply) => {
    const article = await articles.create(request.body.article, request.userId);
    return reply.code(201).send({ article });
  });

  fastify.get('/articles/:slug', { preHandler: fastify.optionalAuth }, async (request) => ({
    article: await articles.get(request.params.slug, request.userId),
  }));

  fastify.delete('/articles/:slug', { preHandler: fastify.authenticate }, async (request, reply) => {
    await articles.remove(request.params.slug, request.userId);
    return reply.code(204).send();
  });

  fastify.post('/articles/:slug/favorite', { preHandler: fastify.authenticate }, async (request) => ({
    article: await articles.favorite(request.params.slug, request.userId, true),
  }));

  fastify.delete('/articles/:slug/favorite', { preHandler: fastify.authenticate }, async (request) => ({
    article: await articles.favorite(request.params.slug, request.userId, false),
  }));
};
