const Router = require('@koa/router');
const articleService = require('../services/articleService');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/articles', async (ctx) => { ctx.status = 201; ctx.body = { article: await articleService.create(ctx.request.body.article) }; });
module.exports = router;
