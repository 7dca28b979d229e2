const Router = require('@koa/router');
const profileService = require('../services/profileService');
const userService = require('../services/userService');

const router = new Router({ prefix: '/profiles' });

function viewer(ctx) {
  const token = (ctx.get('Authorization') || '').split(' ')[1];
  if (!token) return null;
  try { return userService.verify(token); } catch (e) { return null; }
}

router.get('/:username', async (ctx) => {
  const profile = await profileService.getProfile(ctx.params.username, viewer(ctx));
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.post('/:username/follow', async (ctx) => {
  const me = viewer(ctx);
  if (!me) ctx.throw(401);
  const profile = await profileService.follow(ctx.params.username, me);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.delete('/:username/follow', async (ctx) => {
  const me = viewer(ctx);
  if (!me) ctx.throw(401);
  const profile = await profileService.unfollow(ctx.params.username, me);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

module.exports = router;
