const Router = require('@koa/router');
const users = require('../services/users');

const router = new Router();

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await users.register(ctx.request.body.user) };
});

module.exports = router;
