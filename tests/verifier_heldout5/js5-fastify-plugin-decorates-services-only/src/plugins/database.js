'use strict';
const fp = require('fastify-plugin');
const { connect, defineModels } = require('../models');

module.exports = fp(async function database(fastify) {
  const sequelize = connect(process.env.DATABASE_URL);
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', () => sequelize.close());
}, { name: 'database' });
