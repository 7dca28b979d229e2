'use strict';

// autoload prefix: /api/articles
module.exports = async function (fastify) {
  const { articles } = fastify.services;

  fastify.get('/', { onRequest: [fastify.maybeAuthenticate] }, async (request) =>
    articles.list(request.query, request.user && request.user.id));

  fastify.post('/', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const article = await articles.create(request.user.id, request.body && request.body.article);
    if (!article) return reply.code(422).send({ errors: { body: ['title, description and body are required'] } });
    return reply.code(201).send({ article });
  });

  fastify.get('/:slug', { onRequest: [fastify.maybeAuthenticate] }, async (request, reply) => {
    const article = await articles.get(request.params.slug, request.user && request.user.id);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
};
