const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const ensureSchema = require('./db/schema');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(require('./routes/profiles').routes());
app.use(async (ctx, next) => { try { await next(); } catch (e) { ctx.status = e.status || 500; ctx.body = { errors: { body: [e.message] } }; } });
app.use(bodyParser()).use(api.routes());

ensureSchema().then(() => app.listen(3000));
