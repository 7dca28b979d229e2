'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { bootstrap } = require('./bootstrap');
const comments = require('./routes/comments');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(comments.routes());

bootstrap().then(() => app.listen(3000));
