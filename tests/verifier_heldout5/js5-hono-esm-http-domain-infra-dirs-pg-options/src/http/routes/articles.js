import { Hono } from 'hono';
import { auth } from '../middleware/auth.js';

export function articleRoutes({ articleService }) {
  const r = new Hono();
  r.get('/articles', auth(false), async (c) => c.json(await articleService.list(c.req.query(), c.get('userId'))));
  r.post('/articles', auth(true), async (c) => {
    const { article } = await c.req.json();
    return c.json({ article: await articleService.create(article, c.get('userId')) }, 201);
  });
  r.get('/tags', async (c) => c.json({ tags: await articleService.tags() }));
  return r;
}
