const Router = require('@koa/router');
const articles = require('../services/article.service');
const { requireAuth } = require('../middleware/auth');

const router = new Router({ prefix: '/articles' });

router.get('/', async (ctx) => {
  const { rows, count } = await articles.list({ author: ctx.query.author, limit: Number(ctx.query.limit) || 20, offset: Number(ctx.query.offset) || 0 });
  ctx.body = { articles: rows, articlesCount: count };
});
router.get('/:slug', async (ctx) => {
  const article = await articles.bySlug(ctx.params.slug);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
router.post('/', requireAuth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.create(ctx.state.user.id, ctx.request.body.article) };
});

module.exports = router;
