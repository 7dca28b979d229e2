const Router = require('@koa/router');
const Article = require('../models/article');

const router = new Router({ prefix: '/articles' });

router.get('/', async (ctx) => {
  const limit = Math.min(Number(ctx.query.limit) || 20, 100);
  const offset = Number(ctx.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  ctx.body = { articles: rows, articlesCount: count };
});

router.get('/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  ctx.assert(article, 404, 'article not found');
  ctx.body = { article };
});

router.post('/', async (ctx) => {
  const { title, description, body } = ctx.request.body.article || {};
  const slug = `${String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body });
  ctx.status = 201;
  ctx.body = { article };
});

router.delete('/:slug', async (ctx) => {
  await Article.destroy({ where: { slug: ctx.params.slug } });
  ctx.status = 204;
});

module.exports = router;
