import * as articleService from '../services/articleService.js';

export default async function articleRoutes(app) {
  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => articleService.feed(req.user.id, req.query));
  app.get('/articles/:slug', async (req, reply) => {
    const article = await articleService.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
}
