const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const db = require('./models');
const api = require('./routes/api');

const app = new Koa();
app.use(bodyParser());
app.use(api.routes());

db.sequelize.sync().then(() => app.listen(3000));
