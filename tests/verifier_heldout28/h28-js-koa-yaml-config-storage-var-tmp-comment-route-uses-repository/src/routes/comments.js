const Router = require('@koa/router');
const commentService = require('../services/commentService');
const commentRepository = require('../repositories/commentRepository');
const { requireUser } = require('./auth');

const router = new Router();

router.get('/articles/:slug/comments', (ctx) => {
  ctx.body = { comments: commentService.list(ctx.params.slug) };
});

router.post('/articles/:slug/comments', requireUser, (ctx) => {
  const { body } = ctx.request.body.comment || {};
  ctx.status = 201;
  ctx.body = { comment: commentService.add(ctx.params.slug, ctx.state.userId, body) };
});

router.delete('/articles/:slug/comments/:id', requireUser, (ctx) => {
  const comment = commentRepository.byId(Number(ctx.params.id));
  if (!comment) ctx.throw(404, 'comment not found');
  if (comment.authorId !== ctx.state.userId) ctx.throw(403, 'you can only delete your own comments');
  commentService.remove(comment.id);
  ctx.status = 204;
});

module.exports = router;
