const config = require('./config');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
require('./models/tag');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  return next();
});
app.use(require('./routes/tags').routes());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`[${config.env}] listening on ${config.port}`)));
