import { Hono } from 'hono';
import * as articles from '../services/articles.js';

export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) => c.json(await articles.list(c.req.query())));
articleRoutes.get('/tags', async (c) => c.json({ tags: await articles.tags() }));
articleRoutes.post('/articles', async (c) => {
  const username = c.req.header('x-username');
  if (!username) return c.json({ errors: { token: ['missing'] } }, 401);
  const { article } = await c.req.json();
  return c.json({ article: await articles.create(username, article) }, 201);
});
