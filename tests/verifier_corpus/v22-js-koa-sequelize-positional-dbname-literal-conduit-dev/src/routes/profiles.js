const Router = require('@koa/router');
const profileService = require('../services/profileService');

const router = new Router({ prefix: '/api/profiles' });

router.get('/:username', async (ctx) => {
  const profile = await profileService.getProfile(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.post('/:username/follow', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401);
  const profile = await profileService.follow(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

module.exports = router;
