const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User, Article } = require('../models');

const SECRET = process.env.JWT_SECRET || 'koa-sqlite';
const router = new Router({ prefix: '/api' });

const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

const articleJson = (a) => ({
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

async function auth(ctx, next) {
  const header = ctx.get('Authorization');
  try {
    ctx.state.userId = jwt.verify(header.replace(/^Token /, ''), SECRET).id;
  } catch (_) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['unauthorized'] } };
    return;
  }
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });

router.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: userJson(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['invalid credentials'] } };
    return;
  }
  ctx.body = { user: userJson(user) };
});

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit) || 20,
    offset: Number(ctx.query.offset) || 0,
  });
  ctx.body = { articles: rows.map(articleJson), articlesCount: count };
});

router.post('/articles', auth, async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ slug, title, description, body, tagList, authorId: ctx.state.userId });
  const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  ctx.status = 201;
  ctx.body = { article: articleJson(article) };
});

module.exports = router;
