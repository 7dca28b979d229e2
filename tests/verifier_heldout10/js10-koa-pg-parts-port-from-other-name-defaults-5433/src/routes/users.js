const Router = require('@koa/router');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });

router.post('/users', async (ctx) => {
  try {
    ctx.body = { user: await userService.register(ctx.request.body.user) };
    ctx.status = 201;
  } catch (err) {
    if (err.status !== 422) throw err;
    ctx.status = 422;
    ctx.body = { errors: err.errors };
  }
});

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

module.exports = router;
