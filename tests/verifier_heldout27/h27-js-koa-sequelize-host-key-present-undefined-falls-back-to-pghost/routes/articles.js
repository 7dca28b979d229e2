const Router = require('@koa/router');
const { Op } = require('sequelize');
const { Article, User, Comment } = require('../models');
const auth = require('../middleware/auth');

const router = new Router();
const profile = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });
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
  author: profile(a.author),
});

router.get('/articles', auth.optional, async (ctx) => {
  const { tag, author, limit = 20, offset = 0 } = ctx.query;
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
  });
  ctx.body = { articles: rows.map(view), articlesCount: count };
});

router.get('/articles/:slug', auth.optional, async (ctx) => {
  const a = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!a) ctx.throw(404, 'article not found');
  ctx.body = { article: view(a) };
});

router.post('/articles', auth.required, async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await Article.create({ slug, title, description, body, tagList, authorId: ctx.state.user.id });
  ctx.status = 201;
  ctx.body = { article: view(await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] })) };
});

router.post('/articles/:slug/comments', auth.required, async (ctx) => {
  const a = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!a) ctx.throw(404, 'article not found');
  const c = await Comment.create({ body: ctx.request.body.comment.body, articleId: a.id, authorId: ctx.state.user.id });
  ctx.body = { comment: { id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: profile(ctx.state.user) } };
});

router.get('/tags', async (ctx) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  ctx.body = { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
});

module.exports = router;
