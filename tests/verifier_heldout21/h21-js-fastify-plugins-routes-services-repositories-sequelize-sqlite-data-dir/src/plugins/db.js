const path = require('path');
const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

module.exports = fp(async (fastify) => {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
    logging: false,
  });
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', () => sequelize.close());
});
