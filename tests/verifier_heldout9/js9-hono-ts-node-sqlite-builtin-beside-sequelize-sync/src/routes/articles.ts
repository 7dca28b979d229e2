import { Hono } from 'hono';
import { articleRepository } from '../repositories/articles';

export const articles = new Hono();

articles.get('/articles', (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = articleRepository.list(limit, offset);
  return c.json({ articles: rows, articlesCount: count });
});

articles.get('/articles/:slug', (c) => {
  const article = articleRepository.findBySlug(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
