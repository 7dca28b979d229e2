'use strict';

const Fastify = require('fastify');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('./plugins/config'));
  await app.register(require('./plugins/db'));
  await app.register(require('./plugins/auth'));

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });

  await app.listen({ port: app.config.PORT, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
