const fastify = require('fastify')({ logger: true });
const { migrator } = require('./db/migrator');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  await migrator.up();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
})().catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
