const Fastify = require('fastify');
const bootstrap = require('./bootstrap');

async function main() {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/tags'), { prefix: '/api' });
  await bootstrap();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}
main();
