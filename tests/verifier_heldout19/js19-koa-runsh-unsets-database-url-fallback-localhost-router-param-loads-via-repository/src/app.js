const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(articles.routes());
app.use(bodyParser()).use(api.routes());

sequelize.sync().then(() => app.listen(3000));
