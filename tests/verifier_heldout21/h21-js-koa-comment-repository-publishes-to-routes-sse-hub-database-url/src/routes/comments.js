const Router = require('@koa/router');
const commentService = require('../services/comment.service');
const router = new Router();

router.get('/articles/:slug/comments', async (ctx) => {
  const list = await commentService.list(ctx.params.slug);
  if (!list) ctx.throw(404);
  ctx.body = { comments: list };
});
router.post('/articles/:slug/comments', async (ctx) => {
  const comment = await commentService.add(ctx.params.slug, ctx.state.userId, ctx.request.body.comment.body);
  if (!comment) ctx.throw(404);
  ctx.body = { comment };
});
module.exports = router;
