import { Hono } from 'hono';
import { Article, User } from '../models/index.js';

export const articles = new Hono();

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
  return c.json({ articles: rows, articlesCount: count });
});

articles.delete('/:slug', async (c) => {
  const n = await Article.destroy({ where: { slug: c.req.param('slug') } });
  return n ? c.body(null, 204) : c.json({ errors: { article: ['not found'] } }, 404);
});
