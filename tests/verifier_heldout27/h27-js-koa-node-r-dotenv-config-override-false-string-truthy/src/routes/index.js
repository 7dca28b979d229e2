const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { Op } = require('sequelize');
const { User, Article, Comment } = require('../models');

const SECRET = process.env.JWT_SECRET || 'koa';
const router = new Router({ prefix: '/api' });

const userJSON = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });
const profileJSON = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });
const articleJSON = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0, author: profileJSON(a.author),
});

async function auth(ctx, next) {
  const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
  if (!m) ctx.throw(401, 'unauthorized');
  try {
    ctx.state.user = await User.findByPk(jwt.verify(m[1], SECRET).id);
  } catch (e) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user;
  ctx.status = 201;
  ctx.body = { user: userJSON(await User.create({ username, email, password: await bcrypt.hash(password, 10) })) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user;
  const u = await User.findOne({ where: { email } });
  if (!u || !(await bcrypt.compare(password, u.password))) ctx.throw(401, 'invalid');
  ctx.body = { user: userJSON(u) };
});

router.get('/articles', async (ctx) => {
  const { tag, limit = 20, offset = 0 } = ctx.query;
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
  });
  ctx.body = { articles: rows.map(articleJSON), articlesCount: count };
});

router.post('/articles', auth, async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  await Article.create({ slug, title, description, body, tagList, authorId: ctx.state.user.id });
  ctx.status = 201;
  ctx.body = { article: articleJSON(await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] })) };
});

router.get('/articles/:slug/comments', async (ctx) => {
  const a = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!a) ctx.throw(404, 'not found');
  const comments = await Comment.findAll({ where: { articleId: a.id }, include: [{ model: User, as: 'author' }] });
  ctx.body = { comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: profileJSON(c.author) })) };
});

router.get('/tags', async (ctx) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  ctx.body = { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
});

module.exports = router;
