const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineModels = require('../models');

module.exports = fp(async (fastify) => {
  const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT),
    dialect: 'postgres',
    logging: false,
  });
  const models = defineModels(sequelize);
  await sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', () => sequelize.close());
});
