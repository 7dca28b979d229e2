const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./db');
const articles = require('./articles');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(articles.routes());

sequelize.sync().then(() => app.listen(3000));
