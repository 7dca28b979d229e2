const Fastify = require('fastify');
const { runMigrations } = require('./migrations');

const fastify = Fastify({ logger: true });

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  const applied = await runMigrations();
  fastify.log.info({ applied }, 'migrations applied');
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
