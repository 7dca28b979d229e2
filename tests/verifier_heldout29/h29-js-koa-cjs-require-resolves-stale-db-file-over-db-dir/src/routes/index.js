const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User, Article } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit';
const router = new Router({ prefix: '/api' });

const userOut = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  if (await User.findOne({ where: { email } })) ctx.throw(422, 'email has already been taken');
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = userOut(user);
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) ctx.throw(401, 'invalid credentials');
  ctx.body = userOut(user);
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit || 20),
    offset: Number(ctx.query.offset || 0),
  });
  ctx.body = {
    articles: rows.map((a) => ({
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    })),
    articlesCount: count,
  };
});

module.exports = router;
