const Koa = require('koa');
const Router = require('@koa/router');
const config = require('config');
const db = require('./db');

const router = new Router();
router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: (await db('tags').select('name')).map((r) => r.name) };
});

const app = new Koa();
app.use(router.routes());
app.listen(config.get('port'));
