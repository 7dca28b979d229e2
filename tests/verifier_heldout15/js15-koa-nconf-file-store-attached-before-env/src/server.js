const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const { sequelize } = require('./db');
const userRoutes = require('./routes/user');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  await next();
});
app.use(userRoutes.routes());

sequelize.sync().then(() => app.listen(Number(config.get('PORT'))));
