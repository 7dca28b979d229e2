const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(require('./controllers/users').routes());
api.use(require('./controllers/articles').routes());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
