'use strict';
const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

router.use(async (ctx, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  if (m) {
    try { ctx.state.userId = userService.userIdFromToken(m[1]); } catch { /* anonymous */ }
  }
  await next();
});

const auth = (ctx, next) => (ctx.state.userId ? next() : ctx.throw(401, 'unauthorized'));

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', (ctx) => { ctx.status = 201; ctx.body = { user: userService.register(ctx.request.body.user) }; });
router.post('/users/login', (ctx) => { ctx.body = { user: userService.login(ctx.request.body.user) }; });
router.get('/user', auth, (ctx) => { ctx.body = { user: userService.current(ctx.state.userId) }; });
router.post('/articles', auth, (ctx) => {
  ctx.status = 201;
  ctx.body = { article: articleService.create(ctx.state.userId, ctx.request.body.article) };
});
router.get('/articles/:slug', (ctx) => { ctx.body = { article: articleService.get(ctx.params.slug) }; });
router.delete('/articles/:slug', auth, (ctx) => {
  articleService.remove(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});

module.exports = router;
