'use strict';
const Fastify = require('fastify');
const config = require('./config');
const db = require('./db');

async function main() {
  await db.init();
  const app = Fastify({ logger: { level: config.get('log.level') } });
  app.get('/api/health-check', async () => ({ status: 'ok', env: config.get('env') }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/tags'), { prefix: '/api' });
  await app.listen({ port: config.get('port'), host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
