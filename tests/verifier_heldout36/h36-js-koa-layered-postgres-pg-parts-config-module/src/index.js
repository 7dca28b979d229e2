const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const router = require('./routes');
const { sequelize } = require('./models');
const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
