import { Hono } from 'hono';
import { Article, User } from '../models/index.js';

export const articles = new Hono();

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: User, as: 'author' }] });
  if (!article) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ article: article.toJSON() });
});
