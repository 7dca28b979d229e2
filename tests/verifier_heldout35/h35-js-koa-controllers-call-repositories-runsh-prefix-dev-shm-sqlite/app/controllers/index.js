const Router = require('@koa/router');
const tagRepository = require('../repositories/tagRepository');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await tagRepository.names() }; });
module.exports = router;
