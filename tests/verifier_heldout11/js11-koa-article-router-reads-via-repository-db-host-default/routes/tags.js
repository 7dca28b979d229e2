const Router = require('@koa/router');
const tagService = require('../services/tagService');
const router = new Router({ prefix: '/api/tags' });
router.get('/', async (ctx) => { ctx.body = { tags: await tagService.all() }; });
module.exports = router;
