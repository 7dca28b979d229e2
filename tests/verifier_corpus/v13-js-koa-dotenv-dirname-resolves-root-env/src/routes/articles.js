const Router = require('@koa/router');
const { Article } = require('../models');

const router = new Router();

router.get('/articles', async (ctx) => {
  const limit = Number(ctx.query.limit) || 20;
  const offset = Number(ctx.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
  ctx.body = { articles: rows, articlesCount: count };
});

router.delete('/articles/:slug', async (ctx) => {
  const deleted = await Article.destroy({ where: { slug: ctx.params.slug } });
  ctx.status = deleted ? 204 : 404;
});

module.exports = router;
