import { Hono } from 'hono';
import { Op } from 'sequelize';
import { Article, Comment, User } from '../models/index.js';
import { currentUserId } from './auth.js';

export const articles = new Hono();
const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };
const json = (a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0, author: { ...a.author.toJSON(), following: false } });

articles.get('/articles', async (c) => {
  const { tag, limit = '20', offset = '0' } = c.req.query();
  const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({ where, include: [author], limit: +limit, offset: +offset, order: [['createdAt', 'DESC']] });
  return c.json({ articles: rows.map(json), articlesCount: count });
});

articles.post('/articles', async (c) => {
  const id = await currentUserId(c);
  if (!id) return c.json({ errors: { token: ['missing'] } }, 401);
  const { article } = await c.req.json();
  const slug = `${article.title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ ...article, slug, authorId: id });
  return c.json({ article: json(await Article.findByPk(created.id, { include: [author] })) }, 201);
});

articles.get('/articles/:slug/comments', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const comments = await Comment.findAll({ where: { articleId: article.id }, include: [author] });
  return c.json({ comments });
});
