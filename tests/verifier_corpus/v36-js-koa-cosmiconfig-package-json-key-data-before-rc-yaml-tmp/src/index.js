const Koa = require('koa');
const Router = require('@koa/router');
const { connect } = require('./db');

async function main() {
  const { Tag } = await connect();
  const app = new Koa();
  const router = new Router({ prefix: '/api' });
  router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
  router.get('/tags', async (ctx) => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    ctx.body = { tags: tags.map((t) => t.name) };
  });
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(Number(process.env.PORT) || 3000, '0.0.0.0');
}

main();
