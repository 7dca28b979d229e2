'use strict';

const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineUser = require('../models/user');

module.exports = fp(async (fastify) => {
  const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
  const User = defineUser(sequelize);
  await sequelize.sync();
  fastify.decorate('db', { sequelize, User });
  fastify.addHook('onClose', async () => sequelize.close());
});
