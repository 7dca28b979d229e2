const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = 'OK'; });
api.use(articles.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

const PORT = process.env.PORT || 3000;

sequelize
  .authenticate()
  .then(() => sequelize.sync())
  .then(() => app.listen(PORT, () => console.log(`API on ${PORT}`)))
  .catch((err) => {
    console.error('Unable to connect to the database:', err);
    process.exit(1);
  });
