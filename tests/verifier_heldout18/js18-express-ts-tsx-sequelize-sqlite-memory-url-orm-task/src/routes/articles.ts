import { Router } from 'express';
import { Article, User } from '../models';

export const articles = Router();

articles.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  const { rows, count } = await Article.findAndCountAll({ include: [{ model: User, as: 'author' }], limit, offset, order: [['createdAt', 'DESC']] });
  res.json({ articles: rows, articlesCount: count });
});

articles.get('/tags', async (_req, res) => {
  const all = await Article.findAll({ attributes: ['tagList'] });
  res.json({ tags: [...new Set(all.flatMap((a) => a.get('tagList') as string[]))] });
});
