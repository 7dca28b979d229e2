'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');
const articleRoutes = require('./routes/articles');

const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), process.env.JWT_SECRET || 'dev-secret').id;
    } catch (_err) {
      ctx.state.userId = undefined;
    }
  }
  await next();
});
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(articleRoutes.routes()).use(articleRoutes.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
