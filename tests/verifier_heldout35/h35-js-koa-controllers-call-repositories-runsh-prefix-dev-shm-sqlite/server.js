const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./app/models');
const router = require('./app/controllers');

const app = new Koa();
app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
