const Router = require('@koa/router');
const commentService = require('../services/commentService');

const router = new Router();
router.get('/articles/:slug/comments', async (ctx) => { ctx.body = { comments: await commentService.list(ctx.params.slug) }; });
router.post('/articles/:slug/comments', async (ctx) => {
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.username, ctx.request.body.comment.body) };
});
router.delete('/articles/:slug/comments/:id', async (ctx) => {
  ctx.status = await commentService.remove(Number(ctx.params.id), ctx.state.username);
  ctx.body = {};
});
module.exports = router;
