const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articles.routes());

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { ctx.state.userId = Number(ctx.get('x-user-id')) || null; await next(); });
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
