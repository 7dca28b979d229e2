const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const config = require('config');
const { User, Follow } = require('../db');

const router = new Router();
const secret = config.has('jwtSecret') ? config.get('jwtSecret') : 'secret';

const viewer = (ctx) => {
  try {
    return jwt.verify(ctx.get('Authorization').replace(/^Token /, ''), secret).id;
  } catch {
    return null;
  }
};

const profileOf = async (user, viewerId) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following: viewerId ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0 : false,
});

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = { profile: await profileOf(user, viewer(ctx)) };
});

router.post('/profiles/:username/follow', async (ctx) => {
  const me = viewer(ctx);
  if (!me) ctx.throw(401, 'unauthorized');
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  await Follow.findOrCreate({ where: { followerId: me, followingId: user.id } });
  ctx.body = { profile: await profileOf(user, me) };
});

module.exports = router;
