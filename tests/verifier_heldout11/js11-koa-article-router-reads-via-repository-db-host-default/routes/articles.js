const Router = require('@koa/router');
const articleService = require('../services/articleService');
// reads need no business logic
const articleRepository = require('../repositories/articleRepository');

const router = new Router({ prefix: '/api/articles' });
router.get('/', async (ctx) => {
  const { rows, count } = await articleRepository.listRecent(Number(ctx.query.limit) || 20, Number(ctx.query.offset) || 0);
  ctx.body = { articles: rows, articlesCount: count };
});
router.get('/:slug', async (ctx) => {
  const article = await articleRepository.findBySlug(ctx.params.slug);
  if (!article) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  ctx.body = { article };
});
router.post('/', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
});
module.exports = router;
