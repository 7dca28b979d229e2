const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const users = require('./routes/users');

const app = new Koa();
app.use(bodyParser());
app.use(users.routes()).use(users.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
