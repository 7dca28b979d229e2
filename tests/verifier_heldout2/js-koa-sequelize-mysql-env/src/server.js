const Koa = require('koa');
const Router = require('koa-router');
const { koaBody } = require('koa-body');
const { db, User } = require('./models');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.post('/users', async (ctx) => {
  const user = await User.create(ctx.request.body.user);
  ctx.status = 201;
  ctx.body = { user: { username: user.username, email: user.email } };
});
app.use(koaBody()).use(router.routes());

db.sync().then(() => app.listen(process.env.PORT || 3000));
