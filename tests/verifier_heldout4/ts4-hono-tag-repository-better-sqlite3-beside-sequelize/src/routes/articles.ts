import { Hono } from 'hono';
import { ArticleService } from '../services/article.service.js';

const service = new ArticleService();
export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) =>
  c.json(await service.list({ tag: c.req.query('tag'), limit: Number(c.req.query('limit') ?? 20), offset: Number(c.req.query('offset') ?? 0) })));

articleRoutes.get('/tags', (c) => c.json({ tags: service.allTags() }));
