import * as articleService from '../services/articleService.js';

export default async function articleRoutes(app) {
  app.get('/articles', async (req) => articleService.list(req.query));

  app.get('/articles/feed', async (req, reply) => {
    const userId = Number(req.headers['x-user-id']);
    if (!userId) return reply.code(401).send({ errors: { token: ['missing'] } });
    return articleService.feed(userId, req.query);
  });
}
