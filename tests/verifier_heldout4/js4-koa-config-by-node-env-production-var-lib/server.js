const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const { sequelize } = require('./app/models');
const router = require('./app/controllers');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`[${config.env}] listening on ${config.port}`)));
