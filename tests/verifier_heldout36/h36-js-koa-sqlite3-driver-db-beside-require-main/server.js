const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { open } = require('./lib/store');
const routes = require('./lib/routes');
const db = open();
const app = new Koa();
app.context.db = db;
app.use(bodyParser()).use(routes.routes());
app.listen(3000);
