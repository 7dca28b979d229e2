import { articleService } from '../services/articleService.js';
import { userService } from '../services/userService.js';

function currentUser(req) {
  const token = req.headers.authorization?.split(' ')[1];
  if (!token) return null;
  try { return userService.verify(token); } catch { return null; }
}

export default async function articlesRoutes(app) {
  app.get('/articles', async (req) => articleService.list(req.query));

  app.get('/articles/:slug', async (req, reply) => {
    const article = await articleService.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });

  app.post('/articles', async (req, reply) => {
    const userId = currentUser(req);
    if (!userId) return reply.code(401).send({ errors: { token: ['missing'] } });
    return reply.code(201).send({ article: await articleService.create(userId, req.body.article) });
  });

  app.delete('/articles/:slug', async (req, reply) => {
    const userId = currentUser(req);
    if (!userId) return reply.code(401).send({ errors: { token: ['missing'] } });
    return reply.code(await articleService.remove(req.params.slug, userId)).send();
  });
}
