'use strict';

module.exports = async function healthRoutes(fastify) {
  fastify.get('/health-check', async () => ({ status: 'ok' }));
};
