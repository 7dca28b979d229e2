const Router = require('koa-router');
const jwt = require('jsonwebtoken');
const articleService = require('../services/articleService');

const SECRET = process.env.JWT_SECRET || 'koa-secret';
const router = new Router({ prefix: '/api' });

function viewer(ctx) {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  if (!token) return undefined;
  try {
    return jwt.verify(token, SECRET).id;
  } catch (err) {
    ctx.throw(401, 'invalid token');
  }
}

async function requireUser(ctx, next) {
  ctx.state.userId = viewer(ctx);
  if (!ctx.state.userId) ctx.throw(401, 'authentication required');
  await next();
}

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query, viewer(ctx));
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = await articleService.get(ctx.params.slug, viewer(ctx));
});

router.post('/articles', requireUser, async (ctx) => {
  ctx.status = 201;
  ctx.body = await articleService.create(ctx.request.body.article, ctx.state.userId);
});

router.post('/articles/:slug/favorite', requireUser, async (ctx) => {
  ctx.body = await articleService.favorite(ctx.params.slug, ctx.state.userId, true);
});

router.delete('/articles/:slug/favorite', requireUser, async (ctx) => {
  ctx.body = await articleService.favorite(ctx.params.slug, ctx.state.userId, false);
});

module.exports = router;
