const Router = require('@koa/router');
const { tagRepository } = require('../services');

const router = new Router();

// The tag list has no business rule: read it straight through.
router.get('/tags', async (ctx) => {
  ctx.body = { tags: await tagRepository.findAll() };
});

module.exports = router;
