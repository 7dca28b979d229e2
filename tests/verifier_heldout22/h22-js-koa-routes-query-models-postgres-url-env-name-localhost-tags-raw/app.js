const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = 'OK'; return; }
  await next();
});
app.use(require('./routes/tags').routes());
app.use(require('./routes/articles').routes());

sequelize.sync({ alter: true }).then(() => app.listen(3000, () => console.log('Koa on 3000')));
