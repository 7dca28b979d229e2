const Router = require('@koa/router');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => {
  ctx.body = { ok: true };
});
module.exports = router;
