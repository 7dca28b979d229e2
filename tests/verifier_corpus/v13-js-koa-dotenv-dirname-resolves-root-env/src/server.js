const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const env = require('./config/env');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(articles.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(env.port, () => console.log(`listening on ${env.port}`)));
