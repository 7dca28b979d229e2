'use strict';

const Router = require('@koa/router');
const { User } = require('../db');

const router = new Router({ prefix: '/api' });

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
    return;
  }
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

module.exports = router;
