'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { pool, init } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/tags', async (ctx) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

init().then(() => app.listen(3000, '0.0.0.0'));
