const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const sequelize = require('./db/sequelize');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
for (const r of [require('./routes/users.routes'), require('./routes/tags.routes')]) api.use(r.routes());
require('./models/user');

app.use(bodyParser());
app.use(async (ctx, next) => {
  try { await next(); } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('Koa API on 3000')));
