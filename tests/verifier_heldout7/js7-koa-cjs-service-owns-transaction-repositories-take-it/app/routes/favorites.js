const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const favoriteService = require('../services/favorite-service');

const router = new Router({ prefix: '/api' });

async function requireUser(ctx, next) {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try {
    ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET || 'koa-conduit').id;
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.post('/articles/:slug/favorite', requireUser, async (ctx) => {
  ctx.body = { article: await favoriteService.favorite(ctx.state.userId, ctx.params.slug) };
});

router.delete('/articles/:slug/favorite', requireUser, async (ctx) => {
  ctx.body = { article: await favoriteService.unfavorite(ctx.state.userId, ctx.params.slug) };
});

module.exports = router;
