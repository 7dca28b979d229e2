'use strict';

const Router = require('@koa/router');
const profiles = require('../interactors/profiles');
const profileStore = require('../stores/profileStore');

const router = new Router({ prefix: '/api/profiles' });

// GET is "just a read", so it goes straight to the store.
router.get('/:username', async (ctx) => {
  const user = await profileStore.findByUsername(ctx.params.username);
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  const viewerId = ctx.state.userId;
  const following = viewerId ? await profileStore.isFollowing(viewerId, user.id) : false;
  ctx.body = { profile: profiles.present(user, following) };
});

router.post('/:username/follow', async (ctx) => {
  const profile = await profiles.followUser(ctx.state.userId, ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

router.delete('/:username/follow', async (ctx) => {
  const profile = await profiles.unfollowUser(ctx.state.userId, ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});

module.exports = router;
