const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = 'OK'; });
const articles = require('./routes/articles');
api.use(articles.routes());

app.use(bodyParser()).use(api.routes()).use(api.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
