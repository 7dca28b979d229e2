const Router = require('@koa/router');
const { Article } = require('../models');

const router = new Router({ prefix: '/api/articles' });

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

router.get('/', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit: 20 });
  ctx.body = { articles: rows, articlesCount: count };
});

router.post('/', async (ctx) => {
  const input = ctx.request.body.article || {};
  if (!input.title || !input.body) {
    ctx.status = 422;
    ctx.body = { errors: { article: ['title and body are required'] } };
    return;
  }
  const article = await Article.create({ ...input, description: input.description || '', slug: slugify(input.title) });
  ctx.status = 201;
  ctx.body = { article };
});

module.exports = router;
