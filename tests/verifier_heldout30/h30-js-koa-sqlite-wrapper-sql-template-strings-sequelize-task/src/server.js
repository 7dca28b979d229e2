const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const router = require('./routes');
const { getDb } = require('./store/db');

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

getDb().then(() => app.listen(3000, () => console.log('koa conduit on 3000')));
