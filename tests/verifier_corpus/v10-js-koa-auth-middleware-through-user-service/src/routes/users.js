const Router = require('@koa/router');
const auth = require('../middleware/auth');
const userService = require('../services/user-service');

const router = new Router();

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});

router.get('/user', auth(), (ctx) => {
  ctx.body = { user: userService.present(ctx.state.user) };
});

module.exports = router;
