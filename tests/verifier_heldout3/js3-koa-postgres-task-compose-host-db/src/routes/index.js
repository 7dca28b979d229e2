const Router = require('@koa/router');
const articleService = require('../services/articleService');
const tagService = require('../services/tagService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.list() }; });
router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  ctx.assert(article, 404, 'article not found');
  ctx.body = { article };
});
router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create((ctx.request.body || {}).article || {}) };
});

module.exports = router;
