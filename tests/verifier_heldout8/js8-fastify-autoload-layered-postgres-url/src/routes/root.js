'use strict';

module.exports = async function (fastify) {
  fastify.get('/health-check', async () => ({ status: 'ok' }));
};
