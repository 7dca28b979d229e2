const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./lib/models');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(require('./routes/tags').routes());
api.use(require('./routes/articles').routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
