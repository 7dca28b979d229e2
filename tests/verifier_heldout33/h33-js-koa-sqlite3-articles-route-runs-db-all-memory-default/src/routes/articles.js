const Router = require('@koa/router');
const { all } = require('../repositories/database');
const { toArticle } = require('../models/article');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => {
  const limit = Number(ctx.query.limit || 20); const offset = Number(ctx.query.offset || 0);
  const rows = await all('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?', [limit, offset]);
  ctx.body = { articles: rows.map(toArticle), articlesCount: rows.length };
});
module.exports = router;
