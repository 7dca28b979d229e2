import { Hono } from 'hono';
import * as service from '../services/articles.js';

export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) => c.json(await service.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));
articleRoutes.post('/articles', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  return c.json({ article: await service.create(userId, article) }, 201);
});
articleRoutes.get('/tags', async (c) => c.json({ tags: await service.tags() }));
