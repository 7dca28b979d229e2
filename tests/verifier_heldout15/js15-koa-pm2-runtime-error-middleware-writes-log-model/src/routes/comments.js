const Router = require('@koa/router');
const commentService = require('../services/commentService');

const router = new Router({ prefix: '/api' });

router.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug) };
});

router.post('/articles/:slug/comments', async (ctx) => {
  const comment = await commentService.add(ctx.params.slug, ctx.get('x-user') || 'anonymous', ctx.request.body.comment?.body);
  ctx.status = 201;
  ctx.body = { comment };
});

router.delete('/articles/:slug/comments/:id', async (ctx) => {
  await commentService.remove(Number(ctx.params.id), ctx.get('x-user'));
  ctx.status = 204;
});

module.exports = router;
