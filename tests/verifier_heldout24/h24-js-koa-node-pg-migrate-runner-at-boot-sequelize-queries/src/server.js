const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const migrate = require('./migrate');
const { User, Tag } = require('./models');

async function main() {
  await migrate();

  const router = new Router({ prefix: '/api' });
  router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
  router.get('/tags', async (ctx) => { ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) }; });
  router.get('/profiles/:username', async (ctx) => {
    const u = await User.findOne({ where: { username: ctx.params.username } });
    if (!u) ctx.throw(404);
    ctx.body = { profile: { username: u.username, bio: u.bio, image: u.image, following: false } };
  });

  const app = new Koa();
  app.use(bodyParser());
  app.use(router.routes());
  app.listen(3000);
}

main().catch((e) => { console.error(e); process.exit(1); });
