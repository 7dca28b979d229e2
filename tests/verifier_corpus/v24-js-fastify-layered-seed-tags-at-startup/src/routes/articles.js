const articleService = require('../services/articleService');

async function articleRoutes(app) {
  app.get('/articles', async (request) => articleService.listArticles(request.query));

  app.get('/articles/:slug', async (request) => ({ article: await articleService.getArticle(request.params.slug) }));

  app.post('/articles', { onRequest: [app.authenticate] }, async (request, reply) => {
    const article = await articleService.createArticle(request.user.id, request.body && request.body.article);
    return reply.code(201).send({ article });
  });
}

module.exports = articleRoutes;
