const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { migrate } = require('./db/database');
const router = require('./routes/router');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
migrate().then(() => app.listen(3000));
