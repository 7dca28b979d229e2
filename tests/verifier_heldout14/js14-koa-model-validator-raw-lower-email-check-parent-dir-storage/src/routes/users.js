const Router = require('@koa/router');
const auth = require('../services/authService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  try {
    ctx.status = 201;
    ctx.body = { user: await auth.register(ctx.request.body.user || {}) };
  } catch (err) {
    if (!(err instanceof auth.InvalidInput)) throw err;
    ctx.status = 422;
    ctx.body = { errors: err.errors };
  }
});

router.post('/users/login', async (ctx) => {
  const user = await auth.login(ctx.request.body.user || {});
  if (!user) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user };
});

module.exports = router;
