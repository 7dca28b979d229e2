import { Hono } from 'hono';
import { Op, QueryTypes } from 'sequelize';
import { sequelize, Article, User } from '../db.js';
import { currentUserId } from './users.js';

const json = (a) => ({
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

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const { tag, author, limit = '20', offset = '0' } = c.req.query();
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
  });
  return c.json({ articles: rows.map(json), articlesCount: count });
});

articles.get('/articles/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: User, as: 'author' }] });
  return a ? c.json({ article: json(a) }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articles.post('/articles', async (c) => {
  const userId = await currentUserId(c);
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  const slug = `${article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await Article.create({ ...article, tagList: article.tagList ?? [], slug, authorId: userId });
  const a = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  return c.json({ article: json(a) }, 201);
});

articles.get('/tags', async (c) => {
  const rows = await sequelize.query('SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag', {
    type: QueryTypes.SELECT,
  });
  return c.json({ tags: rows.map((r) => r.tag) });
});
