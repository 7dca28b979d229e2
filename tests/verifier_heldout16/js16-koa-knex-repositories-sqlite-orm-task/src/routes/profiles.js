const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const profileService = require('../services/profile.service');

const router = new Router({ prefix: '/api/profiles' });
const viewer = (ctx) => {
  try { return jwt.verify(ctx.get('Authorization').replace('Token ', ''), process.env.JWT_SECRET || 'k').id; }
  catch { return null; }
};

router.get('/:username', async (ctx) => {
  ctx.body = { profile: await profileService.get(ctx.params.username, viewer(ctx)) };
});
router.post('/:username/follow', async (ctx) => {
  const id = viewer(ctx);
  if (!id) ctx.throw(401);
  ctx.body = { profile: await profileService.follow(ctx.params.username, id, true) };
});

module.exports = router;
