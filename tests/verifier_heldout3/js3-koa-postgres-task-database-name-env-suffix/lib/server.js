const Koa = require('koa');
const { koaBody } = require('koa-body');
const config = require('./config');
const router = require('./routes');
const { sequelize } = require('./models');

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`${config.env} on ${config.port}`)));
