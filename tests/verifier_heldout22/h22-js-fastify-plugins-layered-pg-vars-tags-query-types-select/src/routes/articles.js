module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles/:slug', async (request) => fastify.services.articles.get(request.params.slug));
};
