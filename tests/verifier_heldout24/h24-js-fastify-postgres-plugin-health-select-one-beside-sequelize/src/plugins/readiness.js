const fp = require('fastify-plugin');

// Liveness/readiness: the API is healthy when PostgreSQL answers.
module.exports = fp(async function readiness(fastify) {
  await fastify.register(require('@fastify/postgres'), { connectionString: process.env.DATABASE_URL, max: 2 });

  fastify.get('/api/health-check', async (req, reply) => {
    try {
      await fastify.pg.query('SELECT 1');
      return { status: 'ok' };
    } catch (err) {
      req.log.error(err);
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
});
