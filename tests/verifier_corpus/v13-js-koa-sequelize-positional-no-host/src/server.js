const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const usersRouter = require('./routes/users');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(usersRouter.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

const port = Number(process.env.PORT) || 3000;

sequelize.sync().then(() => {
  app.listen(port, '0.0.0.0', () => console.log(`Conduit API on :${port}`));
});
