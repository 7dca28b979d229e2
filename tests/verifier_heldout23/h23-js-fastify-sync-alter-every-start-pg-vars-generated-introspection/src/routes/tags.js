module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => ({ tags: await fastify.services.tags.list() }));
};
