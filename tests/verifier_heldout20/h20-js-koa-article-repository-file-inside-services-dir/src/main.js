const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = new Koa();
app.use(bodyParser());
app.use(routes.routes());
sequelize.sync().then(() => app.listen(3000));
