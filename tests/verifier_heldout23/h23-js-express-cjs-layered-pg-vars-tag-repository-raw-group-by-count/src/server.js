const app = require('./app');
const { sequelize } = require('./models');
const config = require('./config');

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(config.port, () => console.log(`Conduit API listening on ${config.port}`));
}

main().catch((err) => {
  console.error('failed to start', err);
  process.exit(1);
});
