const Router = require('@koa/router');
const auth = require('../services/authService');

const router = new Router({ prefix: '/api' });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await auth.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  const user = await auth.login(ctx.request.body.user || {});
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});

module.exports = router;
