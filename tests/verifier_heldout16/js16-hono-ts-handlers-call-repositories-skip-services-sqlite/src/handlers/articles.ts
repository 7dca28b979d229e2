import { Hono } from 'hono';
import { articleRepository } from '../repositories/article-repository';

export const articles = new Hono();

articles.get('/:slug', async (c) => {
  const article = await articleRepository.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ article });
});
