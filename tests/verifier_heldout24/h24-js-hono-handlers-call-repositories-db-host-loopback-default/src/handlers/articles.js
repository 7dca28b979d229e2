import { Hono } from 'hono';
import { articleRepository } from '../repositories/articleRepository.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  return c.json(await articleRepository.list(limit, offset));
});

articles.get('/articles/:slug', async (c) => {
  const article = await articleRepository.bySlug(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
