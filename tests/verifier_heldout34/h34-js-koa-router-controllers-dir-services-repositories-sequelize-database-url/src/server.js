const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(bodyParser());
app.use(health.routes());
app.use(articles.routes()).use(articles.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
