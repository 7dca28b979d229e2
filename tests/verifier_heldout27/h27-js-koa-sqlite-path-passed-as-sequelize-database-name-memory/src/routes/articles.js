import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { QueryTypes } from 'sequelize';
import { sequelize, Article, User } from '../db.js';
import { SECRET } from './users.js';

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio ?? null, image: a.author.image ?? null, following: false },
});

export const articles = new Router();

articles.get('/articles', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit ?? 20),
    offset: Number(ctx.query.offset ?? 0),
  });
  ctx.body = { articles: rows.map(view), articlesCount: count };
});

articles.get('/articles/:slug', async (ctx) => {
  const a = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!a) ctx.throw(404, 'article not found');
  ctx.body = { article: view(a) };
});

articles.post('/articles', async (ctx) => {
  const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
  if (!m) ctx.throw(401, 'unauthorized');
  const { id } = jwt.verify(m[1], SECRET);
  const { title, description, body, tagList = [] } = ctx.request.body.article ?? {};
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await Article.create({ slug, title, description, body, tagList, authorId: id });
  ctx.status = 201;
  ctx.body = { article: view(await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] })) };
});

articles.get('/tags', async (ctx) => {
  const rows = await sequelize.query(
    'SELECT DISTINCT j.value AS tag FROM Articles a, json_each(a.tagList) j ORDER BY tag',
    { type: QueryTypes.SELECT },
  );
  ctx.body = { tags: rows.map((r) => r.tag) };
});
