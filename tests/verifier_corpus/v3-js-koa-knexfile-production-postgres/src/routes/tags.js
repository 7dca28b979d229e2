const Router = require('@koa/router');
const db = require('../db');

const router = new Router({ prefix: '/api' });

router.get('/tags', async (ctx) => {
  const rows = await db('tags').select('name').orderBy('name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

module.exports = router;
