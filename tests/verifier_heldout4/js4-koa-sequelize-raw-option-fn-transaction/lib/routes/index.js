const Router = require('koa-router');
const jwt = require('jsonwebtoken');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });
const secret = process.env.JWT_SECRET || 'koa';

router.use(async (ctx, next) => {
  const [, token] = (ctx.headers.authorization || '').split(' ');
  try { ctx.state.userId = token ? jwt.verify(token, secret).id : null; } catch { ctx.state.userId = null; }
  await next();
});

const mustLogin = async (ctx, next) => {
  if (!ctx.state.userId) ctx.throw(401, 'login required');
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { up: true }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await articleService.tags() }; });
router.get('/articles', async (ctx) => { ctx.body = await articleService.list(ctx.query, ctx.state.userId); });
router.post('/articles/:slug/favorite', mustLogin, async (ctx) => {
  ctx.body = { article: await articleService.toggleFavorite(ctx.params.slug, ctx.state.userId, true) };
});
router.delete('/articles/:slug/favorite', mustLogin, async (ctx) => {
  ctx.body = { article: await articleService.toggleFavorite(ctx.params.slug, ctx.state.userId, false) };
});

module.exports = router;
