const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Tag } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) };
});
router.post('/tags', async (ctx) => {
  await Tag.findOrCreate({ where: { name: ctx.request.body.tag } });
  ctx.status = 201;
});
app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
