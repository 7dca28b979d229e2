const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./lib/models');
const router = require('./lib/routes');

const app = new Koa();
app.use(async (ctx, next) => {
  try { await next(); } catch (err) { ctx.status = err.status || 500; ctx.body = { errors: { body: [err.message] } }; }
});
app.use(bodyParser());
app.use(router.routes());
app.use(router.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log('conduit on :3000'));
})();
