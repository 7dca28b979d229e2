const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const db = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => {
  const rows = await db.all('SELECT name FROM tags ORDER BY name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

app.use(bodyParser());
app.use(router.routes());

db.init().then(() => app.listen(3000));
