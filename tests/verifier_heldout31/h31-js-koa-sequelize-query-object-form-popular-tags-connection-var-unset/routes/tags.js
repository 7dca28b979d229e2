const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../lib/models');

const router = new Router();

// most used tags first
const POPULAR_TAGS = {
  query: `SELECT t.name, COUNT(at."ArticleId") AS uses
            FROM "Tags" t
            JOIN "ArticleTags" at ON at."TagId" = t.id
        GROUP BY t.name
        ORDER BY uses DESC, t.name
           LIMIT ?`,
  values: [20],
};

router.get('/tags', async (ctx) => {
  const rows = await sequelize.query(POPULAR_TAGS, { type: QueryTypes.SELECT });
  ctx.body = { tags: rows.map((r) => r.name) };
});

module.exports = router;
