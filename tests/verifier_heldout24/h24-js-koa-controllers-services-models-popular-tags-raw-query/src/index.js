const Koa = require('koa');
const { koaBody } = require('koa-body');
const router = require('./routes');
const { sequelize } = require('./models');

const app = new Koa();
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
