const Router = require('@koa/router');
const profileService = require('../services/profileService');
const userRepository = require('../repositories/userRepository');
const followRepository = require('../repositories/followRepository');

const router = new Router({ prefix: '/api/profiles' });

router.get('/:username', async (ctx) => {
  const profile = await profileService.profile(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.post('/:username/follow', async (ctx) => {
  const user = await userRepository.byUsername(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  await followRepository.add(ctx.state.userId, user.id);
  ctx.body = { profile: await profileService.profile(ctx.params.username, ctx.state.userId) };
});

module.exports = router;
