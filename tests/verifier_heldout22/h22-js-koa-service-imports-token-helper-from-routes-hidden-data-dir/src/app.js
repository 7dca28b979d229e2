const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { ready } = require('./db/connection');
const users = require('./routes/users');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => (ctx.path === '/api/health-check' ? (ctx.body = 'ok') : next()));
app.use(users.routes());

ready.then(() => app.listen(3000));
