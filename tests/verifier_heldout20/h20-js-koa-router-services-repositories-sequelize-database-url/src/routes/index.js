const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const commentService = require('../services/commentService');

const router = new Router({ prefix: '/api' });

const auth = async (ctx, next) => {
  const token = (ctx.get('Authorization') || '').replace('Token ', '');
  try { ctx.state.userId = jwt.verify(token, jwtSecret).id; } catch { ctx.throw(401, 'unauthorized'); }
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/:id/comments', async (ctx) => { ctx.body = { comments: await commentService.list(Number(ctx.params.id)) }; });
router.post('/articles/:id/comments', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(Number(ctx.params.id), ctx.state.userId, ctx.request.body.comment?.body) };
});
router.delete('/articles/:id/comments/:commentId', auth, async (ctx) => {
  await commentService.remove(Number(ctx.params.commentId), ctx.state.userId);
  ctx.status = 204;
});

module.exports = router;
