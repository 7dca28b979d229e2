'use strict';
const fs = require('fs');
const path = require('path');
const Koa = require('koa');
const Router = require('@koa/router');
const settings = require('./settings');
const { sequelize, Tag } = require('./models');

fs.mkdirSync(path.join(__dirname, 'storage'), { recursive: true });
const app = new Koa();
const router = new Router();
router.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) };
});
app.use(router.routes());
sequelize.sync().then(() => app.listen(settings.port, '0.0.0.0'));
