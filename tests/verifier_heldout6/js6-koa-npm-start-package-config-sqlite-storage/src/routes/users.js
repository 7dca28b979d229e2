const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const userService = require('../services/userService');

const router = new Router();

const requireAuth = async (ctx, next) => {
  try {
    const token = (ctx.headers.authorization || '').split(' ')[1];
    ctx.state.uid = jwt.verify(token, userService.secret).id;
  } catch (e) {
    ctx.throw(401);
  }
  await next();
};

router.post('/users', async (ctx) => {
  const result = await userService.register(ctx.request.body.user || {});
  ctx.status = result.errors ? 422 : 201;
  ctx.body = result;
});

router.post('/users/login', async (ctx) => {
  const result = await userService.login(ctx.request.body.user || {});
  if (!result) {
    ctx.status = 401;
    ctx.body = { errors: { 'email or password': ['is invalid'] } };
    return;
  }
  ctx.body = result;
});

router.get('/user', requireAuth, async (ctx) => {
  ctx.body = await userService.me(ctx.state.uid);
});

module.exports = router;
