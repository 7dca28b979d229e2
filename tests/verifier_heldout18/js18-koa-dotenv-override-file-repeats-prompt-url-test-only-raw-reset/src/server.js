const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

async function start() {
  await sequelize.sync();
  if (process.env.NODE_ENV === 'test') {
    await require('./testing/resetDatabase')();
  }
  const app = new Koa();
  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
  api.use(require('./routes/tags').routes());
  app.use(bodyParser()).use(api.routes());
  app.listen(3000);
}
start();
