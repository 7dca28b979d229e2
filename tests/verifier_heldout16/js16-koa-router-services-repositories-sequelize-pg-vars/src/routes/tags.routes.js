const Router = require('@koa/router');
const tagService = require('../services/tag.service');

const router = new Router({ prefix: '/tags' });
router.get('/', async (ctx) => { ctx.body = { tags: await tagService.list() }; });

module.exports = router;
