const Router = require('@koa/router');
const articleRepository = require('../repositories/article-repository');
const articleService = require('../services/article-service');

const router = new Router({ prefix: '/articles' });

// load the article once for every /:slug route
router.param('slug', async (slug, ctx, next) => {
  ctx.state.article = await articleRepository.findBySlug(slug);
  if (!ctx.state.article) ctx.throw(404, 'article not found');
  return next();
});

router.get('/:slug', (ctx) => { ctx.body = { article: ctx.state.article }; });
router.put('/:slug', async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.state.article, ctx.state.userId, ctx.request.body.article) };
});
router.delete('/:slug', async (ctx) => {
  await articleService.remove(ctx.state.article, ctx.state.userId);
  ctx.status = 204;
});

module.exports = router;
