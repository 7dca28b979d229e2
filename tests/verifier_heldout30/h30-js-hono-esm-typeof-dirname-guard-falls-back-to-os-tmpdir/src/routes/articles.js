import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { Article, User } from '../db.js';
import { SECRET } from './users.js';

export const articles = new Hono();

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles', async (c) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(c.req.query('limit') ?? 20),
    offset: Number(c.req.query('offset') ?? 0),
  });
  return c.json({ articles: rows.map(view), articlesCount: count });
});

articles.post('/articles', async (c) => {
  let payload;
  try {
    payload = await verify((c.req.header('Authorization') ?? '').replace(/^Token /, ''), SECRET);
  } catch {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
  const { article } = await c.req.json();
  const slug = `${article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ ...article, slug, authorId: payload.id });
  return c.json({ article: view(await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] })) }, 201);
});

articles.get('/tags', async (c) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return c.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});
