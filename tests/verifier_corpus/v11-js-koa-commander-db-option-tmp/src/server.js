'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const options = require('./options');
const { sequelize } = require('./models');
const tags = require('./routes/tags');

const app = new Koa();
app.use(bodyParser());
app.use(tags.routes()).use(tags.allowedMethods());

sequelize.sync().then(() => {
  app.listen(options.port, () => console.log(`conduit on ${options.port}, database ${options.db}`));
});
