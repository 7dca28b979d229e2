const Router = require('@koa/router');
const auth = require('../middleware/auth');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});
router.get('/user', auth.required, async (ctx) => {
  ctx.body = { user: await userService.current(ctx.state.userId) };
});

router.get('/articles', auth.optional, async (ctx) => {
  ctx.body = await articleService.list(ctx.query, ctx.state.userId);
});
router.post('/articles', auth.required, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
});
router.get('/articles/:slug', auth.optional, async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug, ctx.state.userId) };
});
router.delete('/articles/:slug', auth.required, async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});
router.post('/articles/:slug/favorite', auth.required, async (ctx) => {
  ctx.body = { article: await articleService.favorite(ctx.params.slug, ctx.state.userId) };
});
router.get('/tags', async (ctx) => {
  ctx.body = { tags: await articleService.tags() };
});

module.exports = router;
