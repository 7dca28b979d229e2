const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const comments = require('./routes/comments');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'ok'; });
api.use(comments.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
