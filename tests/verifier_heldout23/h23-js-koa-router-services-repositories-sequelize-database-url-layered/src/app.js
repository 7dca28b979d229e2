const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const errors = require('./middleware/errors');
const api = require('./routes');

const app = new Koa();

app.use(errors);
app.use(bodyParser());
app.use(api.routes());
app.use(api.allowedMethods());

module.exports = app;
