const Router = require('@koa/router');
function buildRouter({ userController }) {
  const router = new Router({ prefix: '/api' });
  router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
  router.get('/user', userController.get);
  router.put('/user', userController.put);
  return router;
}
module.exports = { buildRouter };
