const Koa = require('koa');
const { koaBody } = require('koa-body');
const ensureSchema = require('./db/schema');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(koaBody());
app.use(async (ctx, next) => {
  ctx.state.userId = Number(ctx.get('x-user-id')) || null;
  await next();
});
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(profiles.routes());

ensureSchema().then(() => app.listen(3000, () => console.log('listening on 3000')));
