const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user || {});
  if (!user) {
    ctx.status = 401;
    ctx.body = { errors: { 'email or password': ['is invalid'] } };
    return;
  }
  ctx.body = { user };
});

module.exports = router;
