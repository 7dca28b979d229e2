const Router = require('@koa/router');
const userService = require('../services/user-service');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'ok'; });
router.get('/user', async (ctx) => {
  const user = await userService.current(ctx.state.userId || 1);
  if (!user) { ctx.status = 401; return; }
  ctx.body = { user };
});
router.put('/user', async (ctx) => { ctx.body = { user: await userService.update(ctx.state.userId || 1, ctx.request.body.user || {}) }; });
module.exports = router;
