const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router();

async function auth(ctx, next) {
  const token = (ctx.headers.authorization || '').split(' ')[1];
  try {
    ctx.state.userId = userService.userIdFromToken(token);
  } catch (e) {
    ctx.throw(401);
  }
  await next();
}

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});

router.put('/user', auth, async (ctx) => {
  ctx.body = { user: await userService.update(ctx.state.userId, ctx.request.body.user) };
});

module.exports = router;
