const Router = require('@koa/router');
const { Tag } = require('../models');

const router = new Router();

router.get('/api/tags', async (ctx) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

module.exports = router;
