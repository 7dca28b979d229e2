import { Hono } from 'hono';
import { articleService } from '../services/articleService.js';

type Env = { Variables: { userId?: number } };

export const articles = new Hono<Env>();

articles.get('/feed', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json(await articleService.feed(userId, Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0)));
});

articles.get('/', async (c) => c.json(await articleService.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));

articles.get('/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
