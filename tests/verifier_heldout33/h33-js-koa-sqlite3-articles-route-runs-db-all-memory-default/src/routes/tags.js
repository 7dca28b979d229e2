const Router = require('@koa/router');
const tagService = require('../services/tagService');
const router = new Router({ prefix: '/api' });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagService.list() }; });
module.exports = router;
