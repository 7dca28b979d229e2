const Router = require('@koa/router');
const { Tag } = require('../models');

const router = new Router({ prefix: '/api/tags' });

router.get('/', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

module.exports = router;
