const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await articleService.tagNames() }; });
router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article };
});
router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.request.body.article) };
});

module.exports = router;
