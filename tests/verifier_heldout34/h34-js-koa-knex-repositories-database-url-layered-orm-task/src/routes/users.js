const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api/users' });

router.post('/', async (ctx) => {
  const result = await userService.register(ctx.request.body.user || {});
  if (result.error) {
    ctx.status = 422;
    ctx.body = { errors: { email: [result.error] } };
    return;
  }
  ctx.status = 201;
  ctx.body = { user: result.user };
});

router.post('/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user || {});
  if (!user) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user };
});

module.exports = router;
