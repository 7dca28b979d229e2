import { Hono } from 'hono';
import { Article } from '../models/article';
import { User } from '../models/user';

export const articles = new Hono();

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({ include: [{ model: User, as: 'author' }], limit, offset, order: [['createdAt', 'DESC']] });
  return c.json({ articles: rows, articlesCount: count });
});
