const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./lib/db');
const auth = require('./routes/auth');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(auth.routes());
api.use(articles.routes());

app.use(bodyParser());
app.use(api.routes());
app.use(api.allowedMethods());

sequelize.sync().then(() => {
  app.listen(3000, () => console.log(`Koa server on 3000 (${process.env.NODE_ENV || 'development'})`));
});
