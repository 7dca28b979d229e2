const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { sequelize } = require('./db/connection');
require('./models');
const favorites = require('./routes/favorites');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(health.routes());
app.use(favorites.routes()).use(favorites.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('koa conduit on 3000')));
