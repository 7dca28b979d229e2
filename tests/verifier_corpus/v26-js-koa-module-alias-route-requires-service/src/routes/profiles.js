const Router = require('@koa/router');
const userService = require('@services/userService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/profiles/:username', async (ctx) => {
  const profile = await userService.getProfile(ctx.params.username);
  if (!profile) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  ctx.body = { profile };
});

module.exports = router;
