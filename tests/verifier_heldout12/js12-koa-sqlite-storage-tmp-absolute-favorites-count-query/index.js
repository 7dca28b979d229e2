const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./src/database');
const articles = require('./src/routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(bodyParser());
app.use(async (ctx, next) => {
  const token = ctx.get('Authorization').split(' ')[1];
  if (token) {
    try { ctx.state.userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64').toString()).id; } catch (e) { /* anonymous */ }
  }
  await next();
});

api.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'OK'; });
api.use(articles.routes());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Server listening on port 3000'));
});
