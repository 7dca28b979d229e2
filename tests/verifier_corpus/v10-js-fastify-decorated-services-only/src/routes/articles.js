'use strict';

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles/:slug', async (request) => {
    const article = await fastify.services.articles.get(request.params.slug);
    return { article };
  });

  fastify.post('/articles', async (request, reply) => {
    const article = await fastify.services.articles.create((request.body && request.body.article) || {});
    reply.code(201);
    return { article };
  });
};
