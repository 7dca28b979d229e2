const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

router.get('/profiles/:username', async (ctx) => {
  const profile = await userService.profile(ctx.params.username);
  if (!profile) ctx.throw(404, 'not found');
  ctx.body = { profile };
});

router.put('/user', async (ctx) => {
  const id = Number(ctx.get('x-user-id'));
  if (!id) ctx.throw(401);
  ctx.body = { user: await userService.update(id, ctx.request.body.user) };
});

module.exports = router;
