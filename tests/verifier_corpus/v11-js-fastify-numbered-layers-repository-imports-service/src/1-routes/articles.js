'use strict';

const articleService = require('../2-services/article-service');

module.exports = async function articleRoutes(app) {
  app.get('/articles/:slug', async (request) => ({ article: await articleService.get(request.params.slug) }));

  app.put('/articles/:slug', async (request) => ({
    article: await articleService.update(request.params.slug, request.userId, (request.body && request.body.article) || {}),
  }));

  app.delete('/articles/:slug', async (request, reply) => {
    await articleService.remove(request.params.slug, request.userId);
    reply.code(204).send();
  });
};
