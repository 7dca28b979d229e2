'use strict';
const Fastify = require('fastify');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('./plugins/database'));
  await app.register(require('./plugins/auth'));
  await app.register(require('./plugins/services'));
  await app.register(async (api) => {
    api.get('/health-check', async () => ({ ok: true }));
    await api.register(require('./routes/articles'));
    await api.register(require('./routes/profiles'));
  }, { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => { console.error(err); process.exit(1); });
