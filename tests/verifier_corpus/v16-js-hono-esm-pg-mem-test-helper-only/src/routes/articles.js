import { Hono } from 'hono';
import { Article } from '../db.js';

export const articles = new Hono();

articles.get('/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articles.delete('/:slug', async (c) => {
  const removed = await Article.destroy({ where: { slug: c.req.param('slug') } });
  return removed ? c.body(null, 204) : c.json({ errors: { article: ['not found'] } }, 404);
});
