'use strict';
const Router = require('@koa/router');
const userService = require('../services/user-service');

const router = new Router({ prefix: '/api' });

async function identify(ctx, next) {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  if (m) {
    try { ctx.state.userId = userService.decode(m[1]); } catch { /* anonymous */ }
  }
  await next();
}

function requireUser(ctx, next) {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  return next();
}

router.use(identify);

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok', worker: process.env.WORKER_ID }; });
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => { ctx.body = { user: await userService.login(ctx.request.body.user) }; });
router.get('/user', requireUser, async (ctx) => { ctx.body = { user: await userService.current(ctx.state.userId) }; });
router.put('/user', requireUser, async (ctx) => { ctx.body = { user: await userService.update(ctx.state.userId, ctx.request.body.user) }; });
router.get('/profiles/:username', async (ctx) => {
  ctx.body = { profile: await userService.profile(ctx.params.username, ctx.state.userId) };
});
router.post('/profiles/:username/follow', requireUser, async (ctx) => {
  ctx.body = { profile: await userService.setFollow(ctx.params.username, ctx.state.userId, true) };
});
router.delete('/profiles/:username/follow', requireUser, async (ctx) => {
  ctx.body = { profile: await userService.setFollow(ctx.params.username, ctx.state.userId, false) };
});

module.exports = router;
