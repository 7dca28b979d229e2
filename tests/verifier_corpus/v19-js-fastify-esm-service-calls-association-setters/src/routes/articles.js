import * as articleService from '../services/articleService.js';

export default async function articleRoutes(app) {
  app.post('/api/articles', { onRequest: [app.authenticate] }, async (request, reply) => {
    const article = await articleService.createArticle(request.user.id, request.body.article ?? {});
    return reply.code(201).send({ article });
  });

  app.get('/api/articles/:slug', async (request) => ({ article: await articleService.getArticle(request.params.slug) }));

  app.get('/api/tags', async () => ({ tags: await articleService.listTags() }));
}
