import { articleService, NotAllowed } from '../services/articleService.js';

export default async function articleRoutes(app) {
  app.get('/api/articles/:slug', async (request, reply) => {
    const article = await articleService.getBySlug(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: article.toJSON() };
  });

  app.put('/api/articles/:slug', { onRequest: [app.authenticate] }, async (request, reply) => {
    try {
      const article = await articleService.update(request.params.slug, request.user.id, request.body.article);
      if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
      return { article: article.toJSON() };
    } catch (err) {
      if (err instanceof NotAllowed) return reply.code(403).send({ errors: { article: ['forbidden'] } });
      throw err;
    }
  });

  app.delete('/api/articles/:slug', { onRequest: [app.authenticate] }, async (request, reply) => {
    try {
      const removed = await articleService.remove(request.params.slug, request.user.id);
      return removed ? reply.code(204).send() : reply.code(404).send({ errors: { article: ['not found'] } });
    } catch (err) {
      if (err instanceof NotAllowed) return reply.code(403).send({ errors: { article: ['forbidden'] } });
      throw err;
    }
  });
}
