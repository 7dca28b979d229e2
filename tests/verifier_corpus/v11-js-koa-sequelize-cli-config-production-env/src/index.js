'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./db/models');
const profiles = require('./routes/profiles');

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

app.use(bodyParser());
app.use(health.routes());
app.use(profiles.routes()).use(profiles.allowedMethods());

sequelize
  .sync()
  .then(() => app.listen(Number(process.env.PORT) || 3000))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
