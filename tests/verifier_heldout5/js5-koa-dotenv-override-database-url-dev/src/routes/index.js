const Router = require('@koa/router');
const tagService = require('../services/tagService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.list() }; });
router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.request.body.article) };
});

module.exports = router;
