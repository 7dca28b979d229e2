const Router = require('@koa/router');
const router = new Router();

// ctx.db is attached to app.context in app.js
router.get('/tags', async (ctx) => {
  const tags = await ctx.db.models.Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

module.exports = router;
