const os = require('os');
const path = require('path');
const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');

module.exports = fp(async (fastify) => {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: process.env.DB_STORAGE || path.join(os.tmpdir(), 'conduit.sqlite'),
    logging: false,
  });
  require('../models')(sequelize);
  await sequelize.sync();
  fastify.decorate('db', sequelize);
});
