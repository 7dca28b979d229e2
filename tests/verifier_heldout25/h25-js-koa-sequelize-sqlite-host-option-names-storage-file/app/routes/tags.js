const Router = require('koa-router');
const { Tag } = require('../db');

const router = new Router({ prefix: '/api' });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/health-check', (ctx) => {
  ctx.body = 'OK';
});

module.exports = router;
