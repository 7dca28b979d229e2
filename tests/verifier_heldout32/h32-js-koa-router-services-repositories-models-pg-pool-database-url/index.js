const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { migrate } = require('./repositories/db');
const favorites = require('./routes/favorites');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(favorites.routes());

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { ctx.state.userId = Number(ctx.get('x-user-id')) || null; await next(); });
app.use(api.routes()).use(api.allowedMethods());

migrate().then(() => app.listen(3000));
