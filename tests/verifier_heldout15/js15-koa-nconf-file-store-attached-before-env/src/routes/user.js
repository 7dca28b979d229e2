const Router = require('@koa/router');
const { User } = require('../db');

const router = new Router({ prefix: '/api' });

router.get('/user', async (ctx) => {
  const user = await User.findByPk(ctx.state.userId);
  if (!user) ctx.throw(401);
  ctx.body = { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: ctx.state.token } };
});

router.put('/user', async (ctx) => {
  const user = await User.findByPk(ctx.state.userId);
  if (!user) ctx.throw(401);
  const { email, username, bio, image } = ctx.request.body.user || {};
  await user.update({ email: email ?? user.email, username: username ?? user.username, bio: bio ?? user.bio, image: image ?? user.image });
  ctx.body = { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: ctx.state.token } };
});

module.exports = router;
