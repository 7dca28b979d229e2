const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(require('./routes/users').routes());

const app = new Koa();
app.use(bodyParser()).use(api.routes()).use(api.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
