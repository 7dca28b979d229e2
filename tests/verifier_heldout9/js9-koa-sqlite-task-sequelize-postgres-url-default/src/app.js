const Koa = require('koa');
const { koaBody } = require('koa-body');
const sequelize = require('./db');
const router = require('./routes');

const app = new Koa();
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(3000);
  console.log('Server running on port 3000');
})();
