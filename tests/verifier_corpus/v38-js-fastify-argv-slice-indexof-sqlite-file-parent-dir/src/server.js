'use strict';

const Fastify = require('fastify');
const { port, sqliteFile } = require('./cli');
const { sequelize } = require('./models');

async function main() {
  await sequelize.sync();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/tags'));
  await app.listen({ host: '0.0.0.0', port });
  app.log.info(`sqlite database: ${sqliteFile}`);
}

main();
