import { Hono } from 'hono';
import type { Env } from '../container.js';

export const articles = new Hono<Env>();

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  return c.json(await c.var.services.articles.list(limit, offset));
});

articles.get('/:slug', async (c) => c.json({ article: await c.var.services.articles.get(c.req.param('slug')) }));
