const articleService = require('../services/articleService');

module.exports = async function (fastify) {
  fastify.get('/articles', async (request) => articleService.list(request.query, request.userId));

  fastify.post('/articles/:slug/favorite', async (request, reply) => {
    try {
      return { article: await articleService.favorite(request.params.slug, request.userId) };
    } catch (err) {
      if (err instanceof articleService.NotFound) return reply.code(404).send({ errors: { article: ['not found'] } });
      throw err;
    }
  });

  fastify.delete('/articles/:slug/favorite', async (request, reply) => {
    try {
      return { article: await articleService.unfavorite(request.params.slug, request.userId) };
    } catch (err) {
      if (err instanceof articleService.NotFound) return reply.code(404).send({ errors: { article: ['not found'] } });
      throw err;
    }
  });
};
