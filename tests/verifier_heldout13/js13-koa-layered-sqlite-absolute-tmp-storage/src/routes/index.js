const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const config = require('../config');
const userService = require('../services/user.service');
const tagService = require('../services/tag.service');

const router = new Router({ prefix: '/api' });

const requireAuth = async (ctx, next) => {
  const [scheme, token] = (ctx.headers.authorization || '').split(' ');
  try {
    if (scheme !== 'Token') throw new Error('scheme');
    ctx.state.userId = jwt.verify(token, config.jwtSecret).id;
  } catch (_e) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['invalid'] } };
    return;
  }
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user);
  if (!user) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user };
});
router.get('/user', requireAuth, async (ctx) => { ctx.body = { user: await userService.current(ctx.state.userId) }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.names() }; });

module.exports = router;
