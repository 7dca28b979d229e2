import { Hono } from 'hono';
import { Op } from 'sequelize';
import { Article } from '../models/article.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const tag = c.req.query('tag');
  const limit = Number(c.req.query('limit') ?? '20');
  const offset = Number(c.req.query('offset') ?? '0');
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : undefined,
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return c.json({ articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0 })), articlesCount: count });
});

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: { ...article.toJSON(), favorited: false, favoritesCount: 0 } });
});
