const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, User, Tag } = require('./db');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/tags', async (ctx) => { ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) }; });
router.get('/profiles/:username', async (ctx) => {
  const u = await User.findOne({ where: { username: ctx.params.username } });
  if (!u) { ctx.status = 404; ctx.body = { errors: { profile: ['not found'] } }; return; }
  ctx.body = { profile: { username: u.username, bio: u.bio, image: u.image, following: false } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
