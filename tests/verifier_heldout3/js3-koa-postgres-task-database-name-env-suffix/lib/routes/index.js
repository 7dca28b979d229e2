const Router = require('koa-router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user || {}) };
});
router.get('/profiles/:username', async (ctx) => {
  const profile = await userService.profile(ctx.params.username);
  ctx.assert(profile, 404, 'profile not found');
  ctx.body = { profile };
});

module.exports = router;
