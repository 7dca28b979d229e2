const Router = require('@koa/router');
const { Tag } = require('../models');
const router = new Router();
router.get('/tags', async (ctx) => { ctx.body = { tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }; });
module.exports = router;
