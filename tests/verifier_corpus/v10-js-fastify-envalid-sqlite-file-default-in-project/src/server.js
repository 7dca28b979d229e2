'use strict';

const fastify = require('fastify')({ logger: true });
const env = require('./env');
const sequelize = require('./sequelize');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/favorites'), { prefix: '/api' });

const start = async () => {
  await sequelize.sync();
  await fastify.listen({ port: env.PORT, host: env.HOST });
};

start().catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
