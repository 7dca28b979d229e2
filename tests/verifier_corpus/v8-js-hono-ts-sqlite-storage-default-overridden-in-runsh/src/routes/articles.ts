import { Hono } from 'hono';
import { Article } from '../models/article.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit: 20 });
  return c.json({ articles: rows, articlesCount: count });
});

articles.post('/articles', async (c) => {
  const { article } = await c.req.json();
  const slug = String(article.title).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await Article.create({ slug, title: article.title, body: article.body });
  return c.json({ article: created }, 201);
});
