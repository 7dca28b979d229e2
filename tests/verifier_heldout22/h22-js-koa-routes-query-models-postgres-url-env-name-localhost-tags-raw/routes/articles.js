const Router = require('@koa/router');
const { Article } = require('../models');

const router = new Router({ prefix: '/api/articles' });

router.get('/', async (ctx) => {
  const limit = Number(ctx.query.limit) || 20;
  const offset = Number(ctx.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
  ctx.body = { articles: rows, articlesCount: count };
});

router.get('/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['Article not found'] } };
    return;
  }
  ctx.body = { article };
});

module.exports = router;
