const Koa = require('koa');
const Router = require('@koa/router');
const { koaBody } = require('koa-body');
const { sequelize } = require('./models');
const userRoutes = require('./http/routes/users');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = 'ok'; });
api.use(userRoutes.routes());

app.use(async (ctx, next) => {
  try { await next(); } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(koaBody());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
