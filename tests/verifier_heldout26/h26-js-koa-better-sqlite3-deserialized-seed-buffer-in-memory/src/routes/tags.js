'use strict';
const Router = require('@koa/router');
const db = require('../db');

const router = new Router();

router.get('/tags', (ctx) => {
  ctx.body = { tags: db.prepare('SELECT DISTINCT name FROM tags ORDER BY name').pluck().all() };
});

module.exports = router;
