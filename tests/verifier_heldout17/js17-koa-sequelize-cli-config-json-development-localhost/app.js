const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const db = require('./models');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/profiles/:username', async (ctx) => {
  const user = await db.User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404);
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});
app.use(bodyParser()).use(router.routes());
module.exports = app;
