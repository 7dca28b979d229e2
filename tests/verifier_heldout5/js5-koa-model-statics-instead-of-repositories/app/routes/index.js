const Router = require('@koa/router');
const articles = require('../services/articles');
const users = require('../services/users');

const router = new Router({ prefix: '/api' });

router.use(async (ctx, next) => {
  const auth = ctx.get('Authorization');
  ctx.state.userId = auth.startsWith('Token ') ? users.verify(auth.slice(6)) : null;
  await next();
});

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });

router.post('/users', async (ctx) => {
  const out = await users.register(ctx.request.body.user);
  if (out.error) { ctx.status = 422; ctx.body = { errors: { 'email or username': ['has already been taken'] } }; return; }
  ctx.status = 201; ctx.body = out;
});

router.post('/users/login', async (ctx) => {
  const out = await users.login(ctx.request.body.user);
  if (out.error) { ctx.status = 401; ctx.body = { errors: { 'email or password': ['is invalid'] } }; return; }
  ctx.body = out;
});

router.get('/articles', async (ctx) => { ctx.body = await articles.list(ctx.query); });

router.get('/articles/feed', async (ctx) => {
  if (!ctx.state.userId) { ctx.status = 401; return; }
  ctx.body = await articles.feed(ctx.state.userId, ctx.query);
});

router.get('/articles/:slug', async (ctx) => {
  const article = await articles.get(ctx.params.slug);
  if (!article) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article };
});

module.exports = router;
