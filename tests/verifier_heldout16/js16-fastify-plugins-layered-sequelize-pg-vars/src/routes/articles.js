module.exports = async function articlesRoutes(fastify) {
  fastify.get('/articles', async (request) => fastify.services.articles.list(request.query));
};
