const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.status = 200; ctx.body = 'ok'; return; }
  await next();
});
app.use(profiles.routes());

sequelize.sync().then(() => app.listen(3000));
