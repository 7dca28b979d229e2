import { Hono } from 'hono';
import { Article } from '../models/index.js';

export const articles = new Hono();

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article });
});

articles.post('/articles', async (c) => {
  const { article = {} } = await c.req.json();
  if (!article.title) return c.json({ errors: { title: ["can't be blank"] } }, 422);
  const slug = article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await Article.create({ ...article, slug });
  return c.json({ article: created }, 201);
});
