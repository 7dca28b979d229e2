const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');
const events = require('./routes/events');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(events.router.routes());
api.use(require('./routes/comments').routes());

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  try { ctx.state.userId = jwt.verify((ctx.get('Authorization') || '').slice(6), process.env.JWT_SECRET || 's').id; } catch {}
  await next();
});
app.use(api.routes());
sequelize.sync().then(() => app.listen(3000));
