const Koa = require('koa');
const Router = require('@koa/router');
const sequelize = require('./config/sequelize');
const articles = require('./routes/articles');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { ok: true }; });
app.use(health.routes());
app.use(articles.routes());

sequelize.sync().then(() => app.listen(3000));
