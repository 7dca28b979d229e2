import { Hono } from 'hono';
import * as articleService from '../services/articles.js';
import * as articleRepo from '../repositories/articles.js';
import * as tagRepo from '../repositories/tags.js';

export const articles = new Hono();

articles.get('/articles', async (c) => c.json(await articleService.list(c.req.query())));

articles.get('/articles/:slug', async (c) => {
  const article = await articleRepo.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article });
});

articles.get('/tags', async (c) => c.json({ tags: (await tagRepo.all()).map((t) => t.name) }));
