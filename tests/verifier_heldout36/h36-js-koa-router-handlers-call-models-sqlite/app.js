const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./src/models');
const api = require('./src/routes/api');
const app = new Koa();
app.use(bodyParser());
app.use(api.routes());
sequelize.sync().then(() => app.listen(3000));
