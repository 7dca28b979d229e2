const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const store = require('./db');
const favorites = require('./routes/favorites');

async function main() {
  await sequelize.sync();
  await store.connect();

  const app = new Koa();
  app.use(bodyParser());
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
    ctx.state.userId = Number(ctx.get('x-user-id')) || undefined;
    await next();
  });
  app.use(favorites.routes());
  app.listen(3000);
}

main();
