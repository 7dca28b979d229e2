const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { connect } = require('./lib/db');

(async () => {
  const models = await connect();
  const app = new Koa();
  const api = new Router({ prefix: '/api' });

  api.get('/health-check', (ctx) => {
    ctx.body = { ok: true };
  });
  api.use(require('./routes/users')(models).routes());
  api.use(require('./routes/articles')(models).routes());

  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.status = err.status || 500;
      ctx.body = { errors: { body: [err.message] } };
    }
  });
  app.use(bodyParser());
  app.use(api.routes());
  app.listen(3000);
})();
