const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const router = require('./routes/tags');
const app = new Koa();
app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
