const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { cosmiconfig } = require('cosmiconfig');
const { connect } = require('./db');

async function main() {
  const result = await cosmiconfig('conduit').search();
  if (!result) throw new Error('no conduit configuration found');
  const settings = result.config;

  const { sequelize, User, Follow } = connect(settings.sqlite);
  await sequelize.sync();

  const router = new Router({ prefix: '/api' });
  router.get('/health-check', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/profiles/:username', async (ctx) => {
    const user = await User.findOne({ where: { username: ctx.params.username } });
    if (!user) {
      ctx.status = 404;
      ctx.body = { errors: { profile: ['not found'] } };
      return;
    }
    const viewerId = ctx.state.userId;
    const following = viewerId ? Boolean(await Follow.findOne({ where: { followerId: viewerId, followingId: user.id } })) : false;
    ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following } };
  });

  const app = new Koa();
  app.use(bodyParser());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(settings.port || 3000, () => console.log(`conduit listening on ${settings.port || 3000}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
