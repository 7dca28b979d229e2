'use strict';

const fp = require('fastify-plugin');
const { sequelize, Tag } = require('../models');

module.exports = fp(async function db(fastify) {
  await sequelize.sync();
  fastify.decorate('models', { Tag });
  fastify.addHook('onClose', async () => sequelize.close());
});
