import Router from '@koa/router';
import { Article, User, sequelize } from '../db/index.js';

export const articles = new Router();

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [...a.tagList].sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles', async (ctx) => {
  const { tag, author, limit = 20, offset = 0 } = ctx.query;
  const authorInclude = { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) };
  const { rows, count } = await Article.findAndCountAll({
    // array containment on the tagList column
    where: tag ? sequelize.literal('"Article"."tagList" @> ARRAY[:tag]::varchar[]') : undefined,
    replacements: tag ? { tag } : undefined,
    include: [authorInclude],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
  });
  ctx.body = { articles: rows.map(present), articlesCount: count };
});

articles.post('/articles', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  const { title, description, body, tagList = [] } = ctx.request.body.article ?? {};
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await Article.create({ slug, title, description, body, tagList, authorId: ctx.state.userId });
  const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  ctx.status = 201;
  ctx.body = { article: present(article) };
});

articles.get('/tags', async (ctx) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  ctx.body = { tags: [...new Set(rows.flatMap((r) => r.tagList))].sort() };
});
