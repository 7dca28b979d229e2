import { Hono } from 'hono';
import { list, create, tags } from '../services/article-service.js';
import { requireAuth } from './auth.js';

export const articlesRoutes = new Hono();

articlesRoutes.get('/articles', async (c) => c.json(await list(c.req.query())));
articlesRoutes.post('/articles', requireAuth, async (c) =>
  c.json({ article: await create(c.get('userId'), (await c.req.json()).article) }, 201));
articlesRoutes.get('/tags', async (c) => c.json({ tags: await tags() }));
