const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { ensureSchema } = require('./db/knex');
const profiles = require('./routes/profiles');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { ok: true }; });

app.use(async (ctx, next) => {
  try { await next(); } catch (err) { ctx.status = err.status || 500; ctx.body = { errors: { body: [err.message] } }; }
});
app.use(bodyParser()).use(health.routes()).use(profiles.routes());

ensureSchema().then(() => app.listen(3000));
