module.exports = async function tagsRoutes(fastify) {
  fastify.get('/tags', async () => fastify.services.tags.list());
};
