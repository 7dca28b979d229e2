'use strict';

const fastify = require('fastify')({ logger: true });
const config = require('./config');

fastify.register(require('./plugins/sequelize'));
fastify.register(async (api) => {
  api.get('/health-check', async () => ({ status: 'ok' }));
  api.register(require('./routes/users'));
  api.register(require('./routes/articles'));
}, { prefix: '/api' });

fastify.listen({ port: config.port, host: '0.0.0.0' }, (err) => {
  if (err) {
    fastify.log.error(err);
    process.exit(1);
  }
});
