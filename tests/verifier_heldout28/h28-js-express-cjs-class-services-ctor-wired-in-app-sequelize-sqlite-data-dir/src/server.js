const { sequelize } = require('./models');
const { createApp } = require('./app');

const PORT = 3000;

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  createApp().listen(PORT, () => console.log(`Conduit API listening on ${PORT}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
