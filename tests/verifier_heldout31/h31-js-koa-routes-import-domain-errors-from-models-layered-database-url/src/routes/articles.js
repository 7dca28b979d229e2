const Router = require('@koa/router');
const articleService = require('../services/articleService');
const errorHandler = require('./errorHandler');

const router = new Router({ prefix: '/api' });
router.use(errorHandler);

const userId = (ctx) => Number(ctx.get('x-user-id')) || null;

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});

router.put('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.params.slug, userId(ctx), ctx.request.body.article || {}) };
});

router.delete('/articles/:slug', async (ctx) => {
  await articleService.remove(ctx.params.slug, userId(ctx));
  ctx.status = 200;
  ctx.body = {};
});

module.exports = router;
