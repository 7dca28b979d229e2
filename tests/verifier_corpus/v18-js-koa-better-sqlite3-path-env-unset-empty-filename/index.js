'use strict';
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const router = require('./lib/routes');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
