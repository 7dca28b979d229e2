'use strict';
const Koa = require('koa');
const Router = require('@koa/router');
const { sequelize, Tag } = require('./config/database');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) };
});
app.use(router.routes());
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
