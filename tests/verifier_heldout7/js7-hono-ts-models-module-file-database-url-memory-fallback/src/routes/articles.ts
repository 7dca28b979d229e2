import { Hono } from 'hono';
import { listArticles, getArticle } from '../services/articles.js';

export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  return c.json(await listArticles(limit, offset));
});

articleRoutes.get('/articles/:slug', async (c) => c.json({ article: await getArticle(c.req.param('slug')) }));
