const Koa = require('koa');
const Router = require('koa-router');
const bodyParser = require('koa-bodyparser');
const db = require('./models');
const tags = require('./routes/tags');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'OK'; });
api.use(tags.routes());

app.use(bodyParser());
app.use(api.routes());

db.sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Listening on port 3000'));
});
