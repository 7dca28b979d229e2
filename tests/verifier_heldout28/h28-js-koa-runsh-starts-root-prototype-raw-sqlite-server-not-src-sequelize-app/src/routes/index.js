const Router = require('@koa/router');
const services = require('../services');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await services.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  const user = await services.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});
router.get('/articles', async (ctx) => {
  ctx.body = await services.listArticles(ctx.query.limit, ctx.query.offset);
});

module.exports = router;
