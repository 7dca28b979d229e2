const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const unitOfWork = require('./middleware/unitOfWork');
const favorites = require('./routes/favorites');
require('./models');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  await next();
});
app.use(unitOfWork);
app.use(favorites.routes()).use(favorites.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT || 3000)));
