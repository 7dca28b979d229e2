const Router = require('@koa/router');
const commentService = require('../services/commentService');
const router = new Router();

router.get('/', async (ctx) => { ctx.body = { comments: await commentService.list(ctx.params.slug) }; });
router.post('/', async (ctx) => {
  const { comment } = ctx.request.body;
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.userId, comment && comment.body) };
});
router.delete('/:id', async (ctx) => {
  await commentService.remove(Number(ctx.params.id), ctx.state.userId);
  ctx.status = 200; ctx.body = {};
});
module.exports = router;
