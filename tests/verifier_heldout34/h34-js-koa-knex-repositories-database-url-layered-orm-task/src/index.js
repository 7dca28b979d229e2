const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { createTables } = require('./repositories/knex');
const users = require('./routes/users');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { ok: true }; return; }
  await next();
});
app.use(users.routes());

createTables().then(() => app.listen(3000));
