'use strict';

const path = require('node:path');
const dbPlugin = require('./plugins/db');

module.exports = async function app(fastify, opts) {
  await fastify.register(dbPlugin);

  fastify.get('/api/health-check', async () => ({ status: 'ok' }));

  fastify.register(require(path.join(__dirname, 'routes', 'tags')), { prefix: '/api' });
};

module.exports.options = { ignoreTrailingSlash: true };
