'use strict';
const Koa = require('koa');
const { koaBody } = require('koa-body');
const { sequelize } = require('./db/models');
const articles = require('./routes/articles');

const app = new Koa();
app.use(koaBody());
app.use(articles.routes()).use(articles.allowedMethods());

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`koa conduit on ${port}`));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
