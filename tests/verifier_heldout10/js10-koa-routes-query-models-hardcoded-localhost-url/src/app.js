const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('koa-router');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = 'OK'; });
api.use(articles.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync({ alter: true }).then(() => {
  app.listen(3000);
  console.log('Server listening on http://localhost:3000');
});
