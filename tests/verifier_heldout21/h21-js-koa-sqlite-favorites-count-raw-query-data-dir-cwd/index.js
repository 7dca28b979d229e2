const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./src/models');
const articles = require('./src/articles');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { ok: true }; return; }
  try { ctx.state.user = jwt.verify((ctx.get('Authorization') || '').slice(6), 'secret'); } catch { ctx.state.user = null; }
  if (!ctx.state.user && ctx.method !== 'GET') ctx.throw(401);
  await next();
});
app.use(articles.routes());

sequelize.sync().then(() => app.listen(3000));
