import * as articleService from '../services/article-service.js';

export default async function articles(app) {
  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) =>
    articleService.feed(req.user.id, Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.body.article, req.user.id) }));
}
