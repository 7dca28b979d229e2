'use strict';
const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const config = require('../config');
const defineModels = require('../models');

async function dbPlugin(fastify) {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: config.sqliteStorage,
    logging: false,
  });
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', async () => sequelize.close());
}

module.exports = fp(dbPlugin, { name: 'db' });
