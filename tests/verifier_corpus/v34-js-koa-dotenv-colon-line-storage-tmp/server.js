'use strict';
const Koa = require('koa');
const Router = require('@koa/router');
const settings = require('./lib/settings');
const { sequelize, Tag } = require('./lib/sequelize');

const app = new Koa();
const router = new Router();
router.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/api/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});
app.use(router.routes());

sequelize.sync().then(() => app.listen(settings.port, '0.0.0.0'));
