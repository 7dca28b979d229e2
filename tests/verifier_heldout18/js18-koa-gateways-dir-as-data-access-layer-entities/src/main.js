const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./entities');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(require('./http/favorites').routes());

app.use(async (ctx, next) => { try { await next(); } catch (e) { ctx.status = e.status || 500; ctx.body = { errors: { body: [e.message] } }; } });
app.use(bodyParser()).use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
