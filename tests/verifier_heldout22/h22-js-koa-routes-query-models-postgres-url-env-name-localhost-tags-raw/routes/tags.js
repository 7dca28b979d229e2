const Router = require('@koa/router');
const { sequelize } = require('../models');

const router = new Router();

router.get('/api/tags', async (ctx) => {
  const [rows] = await sequelize.query('SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag');
  ctx.body = { tags: rows.map((r) => r.tag) };
});

module.exports = router;
