const Router = require('@koa/router');
const User = require('../models/user');
const { follows } = require('../kv');

const router = new Router({ prefix: '/profiles' });

const followingOf = async (username) => new Set((await follows.get(username)) || []);

const profile = async (user, viewer) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following: viewer ? (await followingOf(viewer)).has(user.username) : false,
});

router.get('/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  ctx.assert(user, 404, 'profile not found');
  ctx.body = { profile: await profile(user, ctx.get('X-Username') || null) };
});

router.post('/:username/follow', async (ctx) => {
  const viewer = ctx.get('X-Username');
  ctx.assert(viewer, 401, 'authentication required');
  const user = await User.findOne({ where: { username: ctx.params.username } });
  ctx.assert(user, 404, 'profile not found');
  const set = await followingOf(viewer);
  set.add(user.username);
  await follows.set(viewer, [...set]);
  ctx.body = { profile: await profile(user, viewer) };
});

router.delete('/:username/follow', async (ctx) => {
  const viewer = ctx.get('X-Username');
  ctx.assert(viewer, 401, 'authentication required');
  const user = await User.findOne({ where: { username: ctx.params.username } });
  ctx.assert(user, 404, 'profile not found');
  const set = await followingOf(viewer);
  set.delete(user.username);
  await follows.set(viewer, [...set]);
  ctx.body = { profile: await profile(user, viewer) };
});

module.exports = router;
