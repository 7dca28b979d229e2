const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const db = require('./db/knex');
const articleRoutes = require('./routes/articles');

async function main() {
  await db.migrate.latest();
  const app = new Koa();
  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
  api.use(articleRoutes.routes());
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('listening on 3000'));
}

main();
