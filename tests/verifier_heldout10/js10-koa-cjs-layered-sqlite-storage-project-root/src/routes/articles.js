const Router = require('@koa/router');
const auth = require('../middleware/auth');
const service = require('../services/article.service');

const router = new Router({ prefix: '/api/articles' });

router.get('/', auth.optional, async (ctx) => {
  ctx.body = await service.page(ctx.query);
});

router.post('/', auth.required, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await service.create(ctx.state.userId, ctx.request.body.article) };
});

router.get('/:slug', auth.optional, async (ctx) => {
  ctx.body = { article: await service.get(ctx.params.slug) };
});

router.delete('/:slug', auth.required, async (ctx) => {
  await service.remove(ctx.state.userId, ctx.params.slug);
  ctx.status = 204;
});

router.get('/:slug/comments', auth.optional, async (ctx) => {
  ctx.body = { comments: await service.comments(ctx.params.slug) };
});

router.post('/:slug/comments', auth.required, async (ctx) => {
  const body = ctx.request.body.comment && ctx.request.body.comment.body;
  ctx.body = { comment: await service.comment(ctx.state.userId, ctx.params.slug, body) };
});

router.delete('/:slug/comments/:id', auth.required, async (ctx) => {
  await service.uncomment(ctx.state.userId, ctx.params.slug, Number(ctx.params.id));
  ctx.status = 204;
});

module.exports = router;
