import { Hono } from 'hono';
import { Article, User } from '../db/index.js';

export const articles = new Hono();

const view = (a: any) => ({
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
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return c.json({ articles: rows.map(view), articlesCount: count });
});

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: User, as: 'author' }] });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: view(article) });
});
