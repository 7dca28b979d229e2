const Router = require('@koa/router');
const { COMMENT_BODY_MAX } = require('../models/comment');
const commentService = require('../services/comments');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/articles/:slug/comments', async (ctx) => {
  const body = ctx.request.body?.comment?.body;
  if (!body || body.length > COMMENT_BODY_MAX) {
    ctx.status = 422; ctx.body = { errors: { body: [`body must be 1..${COMMENT_BODY_MAX} characters`] } }; return;
  }
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.userId, body) };
});
module.exports = router;
