const Router = require('@koa/router');
const db = require('../database/knex');
const router = new Router();
router.get('/tags', async (ctx) => {
  const rows = await db('tags').distinct('name').orderBy('name');
  ctx.body = { tags: rows.map((r) => r.name) };
});
module.exports = router;
