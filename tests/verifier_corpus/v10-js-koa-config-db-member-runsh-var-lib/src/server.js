const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const sequelize = require('./db');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articles.routes(), articles.allowedMethods());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(config.port, () => console.log(`koa conduit on :${config.port}`));
})();
