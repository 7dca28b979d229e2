const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { sequelize, User } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: { username, email, bio: null, image: null, token: jwt.sign({ id: user.id }, 'k') } };
});
router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404);
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
