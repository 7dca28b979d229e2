const Router = require('@koa/router');
const { User, Follow } = require('../db');

const router = new Router();

async function profileOf(user, viewerId) {
  const following = viewerId
    ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0
    : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = { profile: await profileOf(user, ctx.state.userId) };
});

router.post('/profiles/:username/follow', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  await Follow.findOrCreate({ where: { followerId: ctx.state.userId, followingId: user.id } });
  ctx.body = { profile: await profileOf(user, ctx.state.userId) };
});

router.delete('/profiles/:username/follow', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404, 'profile not found');
  await Follow.destroy({ where: { followerId: ctx.state.userId, followingId: user.id } });
  ctx.body = { profile: await profileOf(user, ctx.state.userId) };
});

module.exports = router;
