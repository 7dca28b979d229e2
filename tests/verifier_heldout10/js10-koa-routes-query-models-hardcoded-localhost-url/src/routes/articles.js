const Router = require('koa-router');
const { Article, User } = require('../models');
const format = require('../utils/format');

const router = new Router();

router.get('/articles', async (ctx) => {
  const limit = parseInt(ctx.query.limit, 10) || 20;
  const offset = parseInt(ctx.query.offset, 10) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  ctx.body = { articles: rows.map(format.article), articlesCount: count };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: format.article(article) };
});

module.exports = router;
