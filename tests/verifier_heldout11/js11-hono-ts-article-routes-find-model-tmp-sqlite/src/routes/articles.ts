import { Hono } from 'hono';
import { articleService } from '../services/articleService';
import { Article } from '../models/article';

export const articles = new Hono<{ Variables: { userId: number } }>();

articles.get('/:slug', async (c) => {
  const a = await articleService.get(c.req.param('slug'));
  return a ? c.json({ article: a }) : c.json({ errors: { body: ['not found'] } }, 404);
});

articles.put('/:slug', async (c) => {
  const existing = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!existing) return c.json({ errors: { body: ['not found'] } }, 404);
  if (existing.authorId !== c.get('userId')) return c.json({ errors: { body: ['forbidden'] } }, 403);
  const { article } = await c.req.json();
  return c.json({ article: await articleService.update(existing.slug, article) });
});

articles.delete('/:slug', async (c) => {
  const existing = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!existing) return c.json({ errors: { body: ['not found'] } }, 404);
  if (existing.authorId !== c.get('userId')) return c.json({ errors: { body: ['forbidden'] } }, 403);
  await articleService.remove(existing.slug);
  return c.body(null, 204);
});
