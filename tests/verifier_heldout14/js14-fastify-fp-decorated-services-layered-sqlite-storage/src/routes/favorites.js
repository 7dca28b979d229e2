module.exports = async function favoritesRoutes(fastify) {
  fastify.post('/articles/:slug/favorite', { onRequest: [fastify.authenticate] }, async (request) => {
    const article = await fastify.services.favorites.toggle(request.params.slug, request.user.id, true);
    return { article };
  });

  fastify.delete('/articles/:slug/favorite', { onRequest: [fastify.authenticate] }, async (request) => {
    const article = await fastify.services.favorites.toggle(request.params.slug, request.user.id, false);
    return { article };
  });
};
