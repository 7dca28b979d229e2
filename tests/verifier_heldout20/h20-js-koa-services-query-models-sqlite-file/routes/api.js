const Router = require('@koa/router');
const articles = require('../services/articles');
const users = require('../services/users');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'ok'; });
router.get('/articles', async (ctx) => { ctx.body = await articles.list(ctx.query); });
router.post('/users/login', async (ctx) => {
  const user = await users.login(ctx.request.body.user || {});
  if (!user) { ctx.status = 401; ctx.body = { errors: { body: ['invalid'] } }; return; }
  ctx.body = { user };
});

module.exports = router;
