const Router = require('@koa/router');
const userService = require('../services/userService');
const profileService = require('../services/profileService');
const auth = require('../middleware/auth');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user || {}) };
});

router.get('/user', auth(), async (ctx) => {
  ctx.body = { user: await userService.current(ctx.state.userId) };
});

router.get('/profiles/:username', auth(false), async (ctx) => {
  const profile = await profileService.getProfile(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.post('/profiles/:username/follow', auth(), async (ctx) => {
  const profile = await profileService.follow(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

module.exports = router;
