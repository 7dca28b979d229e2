import { Hono } from 'hono';
import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export const articles = new Hono();

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

const dto = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles', async (c) => {
  const { tag, limit = '20', offset = '0' } = c.req.query();
  const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({
    where, include: [author], order: [['createdAt', 'DESC']], limit: Number(limit), offset: Number(offset),
  });
  return c.json({ articles: rows.map(dto), articlesCount: count });
});

articles.get('/articles/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [author] });
  return a ? c.json({ article: dto(a) }) : c.json({ errors: { body: ['not found'] } }, 404);
});

articles.get('/tags', async (c) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return c.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});
