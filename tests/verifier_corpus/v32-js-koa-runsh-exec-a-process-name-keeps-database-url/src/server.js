'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { sequelize } = require('./models');
const tagsRouter = require('./routes/tags');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(bodyParser());
app.use(health.routes());
app.use(tagsRouter.routes()).use(tagsRouter.allowedMethods());

sequelize.sync().then(() => app.listen(process.env.PORT || 3000, '0.0.0.0'));
