module.exports = async (fastify) => {
  fastify.get('/health-check', async () => ({ status: 'ok' }));
};
