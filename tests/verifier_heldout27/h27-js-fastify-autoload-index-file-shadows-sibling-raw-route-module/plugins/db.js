'use strict';

const path = require('path');
const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

module.exports = fp(async function db(fastify) {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: path.join(__dirname, '..', 'var', 'conduit.sqlite'),
    logging: false,
  });
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('db', { sequelize, models });
  fastify.addHook('onClose', () => sequelize.close());
}, { name: 'db' });
