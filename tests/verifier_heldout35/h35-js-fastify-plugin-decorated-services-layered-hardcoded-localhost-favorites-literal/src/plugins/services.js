const fp = require('fastify-plugin');
const { sequelize } = require('../models');
const ArticleRepository = require('../repositories/articleRepository');
const ArticleService = require('../services/articleService');

module.exports = fp(async (app) => {
  await sequelize.sync();
  app.decorate('articleService', new ArticleService(new ArticleRepository()));
});
