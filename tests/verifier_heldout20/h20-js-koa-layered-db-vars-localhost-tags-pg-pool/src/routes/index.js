const Router = require('@koa/router');
const tagService = require('../services/tagService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.list() }; });
router.get('/articles/:slug', async (ctx) => { ctx.body = { article: await articleService.get(ctx.params.slug) }; });

module.exports = router;
