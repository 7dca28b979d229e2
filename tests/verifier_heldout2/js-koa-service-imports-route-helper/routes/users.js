const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.post('/users', async (ctx) => {
  const user = await userService.register(ctx.request.body.user || {});
  ctx.status = 201;
  ctx.body = { user: { username: user.username, email: user.email } };
});
module.exports = router;
