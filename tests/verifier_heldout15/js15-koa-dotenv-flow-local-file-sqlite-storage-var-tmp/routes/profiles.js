const Router = require('@koa/router');
const { User, Follow } = require('../lib/db');

const router = new Router({ prefix: '/api' });

async function load(ctx, next) {
  ctx.state.profileUser = await User.findOne({ where: { username: ctx.params.username } });
  if (!ctx.state.profileUser) {
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
    return;
  }
  await next();
}

const view = (u, following) => ({ profile: { username: u.username, bio: u.bio, image: u.image, following } });

router.get('/profiles/:username', load, async (ctx) => {
  const me = ctx.state.user?.id;
  const following = me ? !!(await Follow.findOne({ where: { followerId: me, followingId: ctx.state.profileUser.id } })) : false;
  ctx.body = view(ctx.state.profileUser, following);
});

router.post('/profiles/:username/follow', load, async (ctx) => {
  await Follow.findOrCreate({ where: { followerId: ctx.state.user.id, followingId: ctx.state.profileUser.id } });
  ctx.body = view(ctx.state.profileUser, true);
});

module.exports = router;
