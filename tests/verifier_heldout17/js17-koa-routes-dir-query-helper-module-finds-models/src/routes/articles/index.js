const Router = require('@koa/router');
const articleService = require('../../services/article.service');
const listQuery = require('./list-query');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => { ctx.body = await listQuery(ctx.query); });
router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
module.exports = router;
