const Router = require('@koa/router');
const Article = require('../models/article');

const router = new Router();

router.get('/articles', async (ctx) => {
  const where = ctx.query.tag ? { tagList: { [require('sequelize').Op.contains]: [ctx.query.tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({
    where,
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit) || 20,
    offset: Number(ctx.query.offset) || 0,
  });
  ctx.body = { articles: rows, articlesCount: count };
});

router.post('/articles', async (ctx) => {
  const data = ctx.request.body.article || {};
  const slug = String(data.title || '').toLowerCase().trim().replace(/\s+/g, '-');
  const article = await Article.create({ ...data, slug: `${slug}-${Math.random().toString(36).slice(2, 8)}` });
  ctx.status = 201;
  ctx.body = { article };
});

module.exports = router;
