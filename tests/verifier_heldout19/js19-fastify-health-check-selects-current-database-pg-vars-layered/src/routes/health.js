module.exports = async (app) => {
  app.get('/health-check', async (req, reply) => {
    const status = await app.deps.health.status();
    if (!status.ready) return reply.code(503).send(status);
    return status;
  });
};
