'use strict';

const sequelizePlugin = require('./plugins/sequelize');
const profileRoutes = require('./routes/profiles');

module.exports = async function app(fastify, opts) {
  await fastify.register(sequelizePlugin);
  fastify.get('/api/health-check', async () => ({ status: 'ok' }));
  await fastify.register(profileRoutes, { prefix: '/api/profiles' });
};
