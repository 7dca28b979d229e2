const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const router = require('./routes/api');
const { sequelize } = require('./db');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT || 3000), '0.0.0.0'));
