const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const api = require('./routes');
const { ServiceError } = require('./services/comment-service');

const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (err instanceof ServiceError) {
      ctx.status = err.status;
      ctx.body = { errors: { [err.key]: [err.message] } };
      return;
    }
    ctx.status = 500;
    ctx.body = { errors: { server: ['unexpected error'] } };
    console.error(err);
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Koa Conduit listening on 3000'));
});
