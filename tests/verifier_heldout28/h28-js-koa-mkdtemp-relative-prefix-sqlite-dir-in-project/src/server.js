const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize, runDir } = require('./db');
const router = require('./routes');
require('./models');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.use(router.allowedMethods());

sequelize.sync().then(() => {
  app.listen(3000, () => console.log(`listening on 3000 (database in ${runDir})`));
});
