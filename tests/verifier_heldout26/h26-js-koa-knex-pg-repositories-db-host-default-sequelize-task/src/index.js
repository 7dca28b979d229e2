const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { migrate } = require('./db/knex');
const router = require('./routes');

const app = new Koa();
app.use(async (ctx, next) => {
  try { await next(); } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

migrate().then(() => app.listen(3000, () => console.log('listening on 3000')));
