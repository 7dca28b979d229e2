const Router = require('@koa/router');
const userService = require('../services/users');
const profileService = require('../services/profiles');
const auth = require('../middleware/auth');

const router = new Router();

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});
router.get('/user', auth.required, async (ctx) => {
  ctx.body = { user: await userService.current(ctx.state.userId) };
});
router.put('/user', auth.required, async (ctx) => {
  ctx.body = { user: await userService.update(ctx.state.userId, ctx.request.body.user) };
});

router.get('/profiles/:username', auth.optional, async (ctx) => {
  ctx.body = { profile: await profileService.get(ctx.params.username, ctx.state.userId) };
});
router.post('/profiles/:username/follow', auth.required, async (ctx) => {
  ctx.body = { profile: await profileService.setFollow(ctx.params.username, ctx.state.userId, true) };
});
router.delete('/profiles/:username/follow', auth.required, async (ctx) => {
  ctx.body = { profile: await profileService.setFollow(ctx.params.username, ctx.state.userId, false) };
});

module.exports = router;
