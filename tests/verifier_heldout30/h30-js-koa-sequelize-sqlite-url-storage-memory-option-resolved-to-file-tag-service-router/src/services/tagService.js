const Router = require('@koa/router');
const { Tag } = require('../models');

// Tags are read-only and have no rules: the service ships its own endpoint.
const router = new Router();

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

module.exports = { router };
