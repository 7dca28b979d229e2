'use strict';

const { sequelize } = require('./src/db');
const articleRoutes = require('./src/routes/articles');

module.exports = async function (fastify, opts) {
  await sequelize.sync();
  fastify.addHook('onClose', () => sequelize.close());
  fastify.get('/api/health-check', async () => ({ status: 'ok' }));
  fastify.register(articleRoutes, { prefix: '/api/articles' });
};
