const fp = require('fastify-plugin');
const models = require('../models');
const ArticleRepository = require('../repositories/articleRepository');
const FavoriteService = require('../services/favoriteService');

// Composition root: builds the object graph once and exposes only the services to the routes.
module.exports = fp(async (fastify) => {
  const articleRepository = new ArticleRepository(models);
  fastify.decorate('services', {
    favorites: new FavoriteService(articleRepository),
  });
});
