const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const sequelize = require('./db');
const users = require('./routes/users');

const app = new Koa();
app.use(async (ctx, next) => {
  try { await next(); } catch (err) { ctx.status = err.status || 500; ctx.body = { errors: { body: [err.message] } }; }
});
app.use(bodyParser());

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(users.routes());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('koa on 3000')));
