const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const userService = require('../services/userService');
const commentService = require('../services/commentService');

const router = new Router({ prefix: '/api' });

async function auth(ctx, next) {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  try {
    ctx.state.userId = scheme === 'Token' ? jwt.verify(token, userService.SECRET).id : undefined;
  } catch (_e) {
    ctx.state.userId = undefined;
  }
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});

router.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug) };
});
router.post('/articles/:slug/comments', auth, async (ctx) => {
  const { comment = {} } = ctx.request.body;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.state.userId, comment.body) };
});
router.delete('/articles/:slug/comments/:id', auth, async (ctx) => {
  await commentService.remove(ctx.params.slug, Number(ctx.params.id), ctx.state.userId);
  ctx.status = 204;
});

module.exports = router;
