const config = require('config');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
require('./models/tag');

const app = new Koa();
app.use(bodyParser());
for (const name of ['health', 'tags']) {
  const router = require(`./routes/${name}`);
  app.use(router.routes()).use(router.allowedMethods());
}

sequelize.sync().then(() => app.listen(config.get('port')));
