import { Hono } from 'hono';
import { requireAuth } from '../middleware/auth.js';
import { articleService } from '../services/articleService.js';

export const articles = new Hono();

articles.get('/articles', async (c) => c.json(await articleService.list(c.req.query())));
articles.post('/articles', ...requireAuth, async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await articleService.create(c.get('jwtPayload').id, article) }, 201);
});
articles.get('/tags', async (c) => c.json({ tags: await articleService.tags() }));
