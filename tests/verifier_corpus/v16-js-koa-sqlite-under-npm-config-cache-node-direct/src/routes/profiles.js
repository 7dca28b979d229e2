const Router = require('@koa/router');
const { User, Follow } = require('../models');

const router = new Router({ prefix: '/api/profiles' });

router.get('/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
    return;
  }
  const viewerId = ctx.state.userId;
  const following = viewerId
    ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0
    : false;
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following } };
});

module.exports = router;
