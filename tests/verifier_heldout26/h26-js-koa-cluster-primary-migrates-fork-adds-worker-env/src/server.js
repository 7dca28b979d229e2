'use strict';
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const router = require('./routes');

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
app.use(router.routes()).use(router.allowedMethods());

const port = Number(process.env.PORT || 3000);
app.listen(port, () => console.log(`worker ${process.env.WORKER_ID || '-'} listening on ${port}`));
