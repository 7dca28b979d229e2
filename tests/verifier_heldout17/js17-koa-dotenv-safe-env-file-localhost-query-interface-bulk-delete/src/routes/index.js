const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const articleService = require('../services/article-service');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.delete('/articles/:slug', async (ctx) => {
  const { id } = jwt.verify((ctx.get('Authorization') || '').slice(6), process.env.JWT_SECRET);
  try { await articleService.remove(ctx.params.slug, id); ctx.status = 204; }
  catch (e) { ctx.status = e.status || 500; ctx.body = { errors: { article: [e.message] } }; }
});
module.exports = router;
