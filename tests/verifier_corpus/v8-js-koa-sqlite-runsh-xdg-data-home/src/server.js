const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, User } = require('./db');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password });
  ctx.status = 201;
  ctx.body = { user: { username: user.username, email: user.email, bio: null, image: null, token: '' } };
});

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404);
  ctx.body = { profile: { username: user.username, bio: null, image: null, following: false } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());

sequelize.sync().then(() => app.listen(3000));
