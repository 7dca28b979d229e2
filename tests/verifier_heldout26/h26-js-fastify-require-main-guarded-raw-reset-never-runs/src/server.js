'use strict';
const Fastify = require('fastify');
const { ensureSchema } = require('./db/maintenance');

async function main() {
  await ensureSchema();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/users'), { prefix: '/api' });
  app.register(require('./routes/articles'), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
