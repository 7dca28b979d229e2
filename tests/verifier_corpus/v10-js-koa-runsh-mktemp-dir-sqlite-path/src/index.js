const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const users = require('./routes/users');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(users.routes(), users.allowedMethods());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

const port = Number(process.env.PORT) || 3000;

sequelize.sync().then(() => {
  app.listen(port, () => console.log(`Conduit listening on ${port}`));
});
