'use strict';
const Koa = require('koa');
const Router = require('@koa/router');
const { sequelize, User } = require('./models');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
