'use strict';

const Fastify = require('fastify');
const container = require('./container');

async function main() {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./controllers/routes'), { container });
  await container.resolve('models').sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
