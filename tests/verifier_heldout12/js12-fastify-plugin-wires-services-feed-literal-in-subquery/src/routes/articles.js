'use strict';

const page = (q) => ({ limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) });

module.exports = async function articleRoutes(fastify) {
  const { articles } = fastify.services;

  fastify.get('/articles', async (request) => articles.list(page(request.query)));

  fastify.get('/articles/feed', { onRequest: [fastify.authenticate] }, async (request) =>
    articles.feed(request.user.id, page(request.query)));

  fastify.post('/articles', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const article = await articles.create(request.user.id, request.body.article);
    reply.code(201);
    return { article };
  });
};
