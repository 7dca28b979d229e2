import { articleService } from '../services/article.service.js';

export default async function articleRoutes(app) {
  app.get('/articles', async (req) => articleService.list(req.query));
  app.post('/articles', { onRequest: [app.auth] }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.user.id, req.body.article) }));
  app.get('/articles/:slug', async (req, reply) => {
    const article = await articleService.bySlug(req.params.slug);
    return article ? { article } : reply.code(404).send({ errors: { article: ['not found'] } });
  });
}
