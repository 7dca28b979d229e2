const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/feed', async (ctx) => {
  const articles = await articleService.feed(Number(ctx.get('x-user-id')), ctx.query);
  ctx.body = { articles, articlesCount: articles.length };
});
router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
module.exports = router;
