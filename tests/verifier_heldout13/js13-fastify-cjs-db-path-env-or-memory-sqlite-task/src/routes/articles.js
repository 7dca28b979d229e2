const articleService = require('../services/articleService');

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles', async (request) => {
    const { limit, offset } = request.query;
    return articleService.list(Number(limit) || 20, Number(offset) || 0);
  });

  fastify.post('/articles', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const article = await articleService.create(request.user.id, request.body.article);
    reply.code(201);
    return { article };
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await articleService.get(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
};
