'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const db = require('./store');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/profiles/:username', (ctx) => {
  const user = db.prepare('SELECT username, bio, image FROM users WHERE username = ?').get(ctx.params.username);
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  ctx.body = { profile: { ...user, following: false } };
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(3000, '0.0.0.0');
