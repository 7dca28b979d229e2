module.exports = async (fastify) => {
  fastify.get('/health-check', async () => ({ ok: true }));
};
