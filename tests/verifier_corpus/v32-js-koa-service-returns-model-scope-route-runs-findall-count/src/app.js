'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const articlesRouter = require('./routes/articles');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(bodyParser());
app.use(health.routes());
app.use(articlesRouter.routes()).use(articlesRouter.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
