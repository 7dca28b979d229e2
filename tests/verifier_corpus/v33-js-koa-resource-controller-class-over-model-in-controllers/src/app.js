'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const router = require('./routes');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
