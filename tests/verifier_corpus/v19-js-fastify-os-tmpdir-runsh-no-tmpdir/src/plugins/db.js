'use strict';

const os = require('os');
const path = require('path');
const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

// Scratch data lives in the temporary directory so a fresh checkout never carries a stale database.
const storage = path.join(os.tmpdir(), 'conduit.sqlite');

async function db(fastify) {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', async () => sequelize.close());
  fastify.log.info({ storage }, 'database ready');
}

module.exports = fp(db, { name: 'db' });
