const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const ensureSchema = require('./src/database/schema');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(require('./src/routes/articles').routes());
api.use(require('./src/routes/tags').routes());
app.use(bodyParser()).use(api.routes());

ensureSchema().then(() => app.listen(3000));
