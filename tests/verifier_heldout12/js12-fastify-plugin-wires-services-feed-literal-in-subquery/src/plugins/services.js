'use strict';
const fp = require('fastify-plugin');
const ArticleRepository = require('../repositories/articleRepository');
const ArticleService = require('../services/articleService');

// Builds the object graph once and exposes only the services to the routes.
module.exports = fp(async function services(fastify) {
  const articleRepository = new ArticleRepository();
  fastify.decorate('services', {
    articles: new ArticleService(articleRepository),
  });
});
