const Router = require('@koa/router');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/articles/feed', async (ctx) => {
  const articleRepository = ctx.state.scope.resolve('articleRepository');
  const { rows, count } = await articleRepository.feed([ctx.state.userId || 1], Number(ctx.query.limit) || 20, Number(ctx.query.offset) || 0);
  ctx.body = { articles: rows, articlesCount: count };
});
router.get('/articles/:slug', async (ctx) => {
  const articleService = ctx.state.scope.resolve('articleService');
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});
module.exports = router;
