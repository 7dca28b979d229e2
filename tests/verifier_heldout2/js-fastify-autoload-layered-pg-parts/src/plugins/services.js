const fp = require('fastify-plugin');
const { sequelize } = require('../models');
const profileService = require('../services/profileService');

module.exports = fp(async (fastify) => {
  await sequelize.sync();
  fastify.decorate('services', { profiles: profileService });
});
