const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const passport = require('./config/passport');
const sequelize = require('./config/database');
const userRoutes = require('./api/routes/user');

const app = new Koa();
app.use(bodyParser());
app.use(passport.initialize());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.status = 200; ctx.body = { ok: true }; return; }
  await next();
});
app.use(userRoutes.routes());

sequelize.sync().then(() => app.listen(3000));
