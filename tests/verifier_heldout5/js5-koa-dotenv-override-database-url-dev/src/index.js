const config = require('./config');
const Koa = require('koa');
const cors = require('@koa/cors');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const router = require('./routes');

const app = new Koa();
app.use(cors()).use(bodyParser()).use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`Conduit on ${config.port}`)));
