// Layer 1 (routes): HTTP only.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const core = require('@conduit/core');

const app = new Koa();
const router = new Router({ prefix: '/api' });

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { [err.field || 'body']: [err.message] } };
  }
});
app.use(bodyParser());
app.use(async (ctx, next) => {
  const token = (ctx.get('authorization') || '').replace(/^Token /, '');
  if (token) {
    try { ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET || 'conduit').id; } catch (_) { /* anonymous */ }
  }
  await next();
});

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await core.getArticle(ctx.params.slug) };
});
router.delete('/articles/:slug', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await core.deleteArticle(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});

app.use(router.routes()).use(router.allowedMethods());

core.ready().then(() => app.listen(3000, () => console.log('api on 3000')));
