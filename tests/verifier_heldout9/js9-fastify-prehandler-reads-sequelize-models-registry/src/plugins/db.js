const fp = require('fastify-plugin');
const { Sequelize } = require('sequelize');
const defineArticle = require('../models/article');

module.exports = fp(async (fastify) => {
  const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
  defineArticle(sequelize);
  await sequelize.sync();
  fastify.decorate('db', sequelize);
  fastify.addHook('onClose', () => sequelize.close());
});
