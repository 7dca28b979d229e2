'use strict';
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const errorMapper = require('./routes/errors');
const router = require('./routes');

const app = new Koa();
app.use(errorMapper);
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000, () => console.log('listening on 3000'));
