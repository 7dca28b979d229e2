const Router = require('@koa/router');
const auth = require('../middlewares/auth');
const commentService = require('../services/comment-service');

const router = new Router({ prefix: '/articles/:slug/comments' });

router.get('/', auth.optional, async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug, ctx.state.user && ctx.state.user.id) };
});

router.post('/', auth.required, async (ctx) => {
  const payload = ctx.request.body.comment || {};
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.user.id, payload.body) };
});

router.delete('/:id', auth.required, async (ctx) => {
  await commentService.remove(ctx.params.slug, ctx.state.user.id, Number(ctx.params.id));
  ctx.status = 204;
});

module.exports = router;
