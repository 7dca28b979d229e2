const Router = require('@koa/router');
const { listTags } = require('../services/tagService');

const router = new Router({ prefix: '/api/tags' });
router.get('/', async (ctx) => {
  ctx.body = { tags: await listTags() };
});

module.exports = router;
