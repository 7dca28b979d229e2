'use strict';

// Started by fastify-cli (see run.sh / npm start): this file exports the root plugin.
module.exports = async function app(fastify, opts) {
  await fastify.register(require('./plugins/db'));
  await fastify.register(require('./plugins/auth'));

  fastify.get('/api/health-check', async () => ({ status: 'ok' }));
  await fastify.register(require('./routes/users'), { prefix: '/api' });
  await fastify.register(require('./routes/tags'), { prefix: '/api' });
};
