const Router = require('@koa/router');
const userService = require('../services/user.service');

const router = new Router({ prefix: '/users' });
router.post('/', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});

module.exports = router;
