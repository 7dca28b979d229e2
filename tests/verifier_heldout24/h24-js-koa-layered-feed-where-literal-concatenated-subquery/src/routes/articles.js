const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

async function requireUser(ctx, next) {
  const token = (ctx.get('Authorization') || '').replace(/^(Token|Bearer) /, '');
  try { ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET || 'koa-secret').id; } catch { ctx.throw(401, 'unauthorized'); }
  await next();
}

router.get('/articles/feed', requireUser, async (ctx) => {
  ctx.body = await articleService.feed(ctx.state.userId, ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
});

module.exports = router;
