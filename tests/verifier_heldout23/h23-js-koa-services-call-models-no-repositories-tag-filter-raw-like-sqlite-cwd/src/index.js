const app = require('./app');
const { sequelize } = require('./models');
const config = require('./config');

(async () => {
  await sequelize.sync();
  app.listen(config.port, () => console.log(`koa-conduit listening on ${config.port}`));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
