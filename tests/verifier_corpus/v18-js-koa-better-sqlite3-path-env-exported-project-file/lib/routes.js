'use strict';
const Router = require('@koa/router');
const db = require('./db');

const router = new Router({ prefix: '/api' });

router.get('/tags', (ctx) => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
  ctx.body = { tags: rows.map((r) => r.name) };
});

router.get('/profiles/:username', (ctx) => {
  const user = db.prepare('SELECT username, bio, image FROM users WHERE username = ?').get(ctx.params.username);
  if (!user) { ctx.status = 404; ctx.body = { errors: { profile: ['not found'] } }; return; }
  ctx.body = { profile: { ...user, following: false } };
});

module.exports = router;
