const Router = require('@koa/router');
const { Tag } = require('../models');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.status = 200;
  ctx.body = { status: 'up' };
});

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

module.exports = router;
