const Koa = require('koa');
const Router = require('@koa/router');
const { sequelize, Tag } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) };
});
app.use(router.routes());

sequelize.sync().then(() => app.listen(3000));
