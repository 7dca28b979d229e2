const app = require('./app');
const { sequelize } = require('./models');

const PORT = process.env.PORT || 3000;

async function start() {
  await sequelize.sync();
  app.listen(PORT, () => console.log(`Conduit API listening on ${PORT}`));
}

start().catch((err) => {
  console.error('failed to start', err);
  process.exit(1);
});
