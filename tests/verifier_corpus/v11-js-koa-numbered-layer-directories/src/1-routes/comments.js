'use strict';

const Router = require('@koa/router');
const commentService = require('../2-services/comment-service');

const router = new Router({ prefix: '/api/articles/:slug/comments' });

router.get('/', async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug) };
});

router.post('/', async (ctx) => {
  const { comment } = ctx.request.body || {};
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.username, comment && comment.body) };
});

router.delete('/:id', async (ctx) => {
  await commentService.remove(Number(ctx.params.id), ctx.state.username);
  ctx.status = 204;
});

module.exports = router;
