const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const router = require('./routes');

const app = new Koa();
app.use(async (ctx, next) => {
  try { await next(); } catch (err) { ctx.status = err.status || 500; ctx.body = { errors: { body: [err.message] } }; }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('koa on 3000')));
