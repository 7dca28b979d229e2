const Router = require('@koa/router');
const userService = require('../services/user.service');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user || {}) };
});
module.exports = router;
