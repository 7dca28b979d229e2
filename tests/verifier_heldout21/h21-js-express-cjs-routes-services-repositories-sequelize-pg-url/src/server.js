const app = require('./app');
const { sequelize } = require('./models');

const PORT = 3000;

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(PORT, () => console.log(`conduit listening on ${PORT}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
