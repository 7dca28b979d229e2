'use strict';

const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

module.exports = fp(
  async function db(app) {
    const sequelize = new Sequelize(app.config.DATABASE_URL, { dialect: 'postgres', logging: false });
    const models = defineModels(sequelize);
    await sequelize.authenticate();
    await sequelize.sync();
    app.decorate('models', models);
    app.addHook('onClose', () => sequelize.close());
  },
  { name: 'db', dependencies: ['config'] },
);
