const fp = require('fastify-plugin');
const { sequelize } = require('../models');

module.exports = fp(async (fastify) => {
  await sequelize.authenticate();
  await sequelize.sync();
  fastify.addHook('onClose', () => sequelize.close());
});
