import { Router } from 'express';
import { Article, User } from '../models/index.js';

export const articles = Router();

articles.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']], limit, offset,
  });
  res.json({ articles: rows, articlesCount: count });
});

articles.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  return res.json({ article });
});
