import { ArticleService } from '../services/articleService.js';

export default async function articles(app) {
  const service = new ArticleService();

  app.get('/articles', async (req) => service.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) =>
    reply.code(201).send({ article: await service.create(req.user.id, req.body.article) }),
  );
  app.get('/tags', async () => ({ tags: await service.tags() }));
}
