const favoriteService = require('../services/favoriteService');

module.exports = async function favoritesRoutes(fastify) {
  const handler = (on) => async (request, reply) => {
    const article = await favoriteService.favorite(request.params.slug, request.user.id, on);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  };

  fastify.post('/articles/:slug/favorite', { onRequest: [fastify.authenticate] }, handler(true));
  fastify.delete('/articles/:slug/favorite', { onRequest: [fastify.authenticate] }, handler(false));
};
