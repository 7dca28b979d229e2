require('dotenv-flow').config();

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./lib/db');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  if (token) {
    try { ctx.state.user = jwt.verify(token, process.env.JWT_SECRET); } catch { /* ignore */ }
  }
  await next();
});
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = 'ok'; return; }
  await next();
});
app.use(profiles.routes());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
