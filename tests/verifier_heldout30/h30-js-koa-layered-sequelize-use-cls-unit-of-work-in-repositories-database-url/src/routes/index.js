const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

const auth = async (ctx, next) => {
  try {
    ctx.state.userId = userService.verify(ctx.get('Authorization').replace(/^Token /, ''));
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await userService.register(ctx.request.body.user) }; });
router.post('/users/login', async (ctx) => { ctx.body = { user: await userService.login(ctx.request.body.user) }; });
router.get('/articles', async (ctx) => { ctx.body = await articleService.list(Number(ctx.query.limit || 20), Number(ctx.query.offset || 0)); });
router.post('/articles', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article) };
});
router.get('/tags', async (ctx) => { ctx.body = { tags: await articleService.tags() }; });

module.exports = router;
