const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const articles = require('./routes/articles');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articles.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes());

sequelize.sync().then(() => app.listen(3000));
