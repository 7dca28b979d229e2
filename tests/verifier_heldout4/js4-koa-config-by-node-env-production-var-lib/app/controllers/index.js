const Router = require('@koa/router');
const users = require('../services/users');
const articles = require('../services/articles');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await users.register(ctx.request.body.user) }; });
router.post('/users/login', async (ctx) => {
  const user = await users.login(ctx.request.body.user);
  if (!user) { ctx.status = 401; ctx.body = { errors: { credentials: ['invalid'] } }; return; }
  ctx.body = { user };
});
router.get('/articles', async (ctx) => { ctx.body = await articles.list(ctx.query); });

module.exports = router;
