'use strict';

const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

module.exports = fp(async function database(fastify) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');

  const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
  const models = defineModels(sequelize);
  await sequelize.authenticate();
  await sequelize.sync();

  fastify.decorate('models', models);
  fastify.addHook('onClose', () => sequelize.close());
}, { name: 'database' });
