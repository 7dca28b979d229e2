const Router = require('@koa/router');
const userService = require('../services/users');

const router = new Router();

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});

module.exports = router;
