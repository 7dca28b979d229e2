const app = require('./app');
const config = require('./config');
const { sequelize } = require('./models');

(async () => {
  await sequelize.sync();
  app.listen(config.port, () => console.log(`Conduit API listening on ${config.port}`));
})().catch((err) => {
  console.error('failed to start', err);
  process.exit(1);
});
