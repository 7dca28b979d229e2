const app = require('./app');
const { sequelize } = require('./models');

const PORT = 3000;

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(PORT, () => console.log(`Conduit API listening on ${PORT}`));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
