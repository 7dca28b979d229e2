'use strict';
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const favorites = require('./routes/favorites');

const app = new Koa();
app.use(bodyParser());
app.use(favorites.routes()).use(favorites.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(Number(process.env.PORT) || 3000);
})();
