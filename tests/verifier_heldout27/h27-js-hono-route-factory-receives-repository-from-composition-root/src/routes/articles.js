import { Hono } from 'hono';
import { requireAuth } from './auth.js';

export function articleRoutes({ articleService }) {
  const r = new Hono();
  r.get('/articles', async (c) =>
    c.json(await articleService.list({ limit: Number(c.req.query('limit') ?? 20), offset: Number(c.req.query('offset') ?? 0) })));
  r.get('/articles/:slug', async (c) => {
    const article = await articleService.get(c.req.param('slug'));
    return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
  });
  r.post('/articles', requireAuth, async (c) => {
    const { article } = await c.req.json();
    return c.json({ article: await articleService.create(c.get('jwtPayload').id, article) }, 201);
  });
  return r;
}
