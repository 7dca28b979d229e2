const Router = require('@koa/router');
const { Article } = require('../models');

const router = new Router();

router.get('/tags', async (ctx) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  ctx.body = { tags: [...new Set(rows.flatMap((r) => r.tagList))].sort() };
});

module.exports = router;
