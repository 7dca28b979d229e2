const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize, ensureDatabase } = require('./models');
const router = require('./routes');

async function main() {
  await ensureDatabase();
  await sequelize.sync();
  const app = new Koa();
  app.use(bodyParser());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(3000, () => console.log('ready'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
