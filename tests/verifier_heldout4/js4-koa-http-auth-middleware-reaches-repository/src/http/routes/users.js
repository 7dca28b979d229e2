const Router = require('@koa/router');
const userService = require('../../services/userService');
const auth = require('../middleware/auth');

const router = new Router();

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user || {}) };
});

router.get('/user', auth.required, async (ctx) => {
  ctx.body = { user: userService.asUser(ctx.state.user) };
});

router.put('/user', auth.required, async (ctx) => {
  ctx.body = { user: await userService.update(ctx.state.user, ctx.request.body.user || {}) };
});

router.get('/profiles/:username', auth.optional, async (ctx) => {
  ctx.body = { profile: await userService.profile(ctx.params.username, ctx.state.user) };
});

module.exports = router;
