const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => { ctx.body = await articleService.list(ctx.query); });
module.exports = router;
