const { buildRegistry } = require('./registry');
const { sequelize } = require('./models');
const config = require('./config');

async function main() {
  buildRegistry();
  await sequelize.sync();
  const app = require('./app');
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
