'use strict';

const fs = require('fs');
const path = require('path');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./db');
require('./records');
const profiles = require('./handlers/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  const auth = ctx.get('Authorization');
  ctx.state.userId = auth.startsWith('Token ') ? Number(auth.slice(6)) || null : null;
  await next();
});
app.use(profiles.routes()).use(profiles.allowedMethods());

fs.mkdirSync(path.resolve(__dirname, '..', 'data'), { recursive: true });
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
