const Router = require('@koa/router');
const tagService = require('../services/tag.service');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.list() }; });
module.exports = router;
