const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const config = require('./config');
const { sequelize } = require('./models');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  const h = ctx.get('Authorization');
  if (h.startsWith('Token ')) { try { ctx.state.user = jwt.verify(h.slice(6), config.secret); } catch {} }
  await next();
});

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = 'ok'; });
api.use(require('./routes/articles').routes());
app.use(api.routes());

sequelize.sync().then(() => app.listen(3000));
