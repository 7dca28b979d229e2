'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./database');
const comments = require('./1-routes/comments');

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
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  ctx.state.username = ctx.get('X-Username') || 'anonymous';
  await next();
});
app.use(comments.routes()).use(comments.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
