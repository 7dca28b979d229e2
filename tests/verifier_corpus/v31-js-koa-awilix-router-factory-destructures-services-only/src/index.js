'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const buildContainer = require('./container');

const container = buildContainer({ databaseUrl: process.env.DATABASE_URL });
const router = container.resolve('apiRouter');

const app = new Koa();
app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

container.resolve('models').sequelize.sync().then(() => app.listen(3000, '0.0.0.0'));
