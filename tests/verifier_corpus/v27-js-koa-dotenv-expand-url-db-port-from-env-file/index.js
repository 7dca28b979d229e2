const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Profile } = require('./lib/db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/profiles/:username', async (ctx) => {
  const profile = await Profile.findOne({ where: { username: ctx.params.username } });
  if (!profile) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  ctx.body = { profile: { username: profile.username, bio: profile.bio, image: profile.image, following: false } };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => {
  app.listen(3000, '0.0.0.0', () => console.log('koa on 3000'));
});
