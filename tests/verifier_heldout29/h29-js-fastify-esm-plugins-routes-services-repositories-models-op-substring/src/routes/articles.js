import { articleService } from '../services/article-service.js';

export default async function articleRoutes(app) {
  app.get('/articles', async (req) => articleService.list(req.query));
  app.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));
  app.post('/articles', { preHandler: app.requireUser }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.userId, req.body?.article ?? {}) }));
  app.get('/tags', async () => ({ tags: await articleService.tags() }));
}
