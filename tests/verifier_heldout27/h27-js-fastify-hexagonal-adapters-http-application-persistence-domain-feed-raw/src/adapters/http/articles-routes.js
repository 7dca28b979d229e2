const paging = (q) => ({ limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) });

export function articlesRoutes({ articleService }) {
  return async (app) => {
    app.get('/articles', { onRequest: [app.identify] }, async (req) => articleService.list(req.user?.id, paging(req.query)));
    app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => articleService.feed(req.user.id, paging(req.query)));
    app.get('/articles/:slug', { onRequest: [app.identify] }, async (req) => ({ article: await articleService.get(req.params.slug, req.user?.id) }));
    app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) =>
      reply.code(201).send({ article: await articleService.publish(req.user.id, req.body.article) }));
  };
}
