import { listArticles, createArticle } from '../services/article.service.js';
import { findUser } from '../services/user.service.js';

export default async function (app) {
  app.get('/articles', async (req) => listArticles(req.query));

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const user = await findUser(req.user.id);
    reply.code(201);
    return { article: await createArticle(user, req.body.article) };
  });
}
