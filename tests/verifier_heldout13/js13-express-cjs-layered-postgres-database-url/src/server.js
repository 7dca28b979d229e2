const express = require('express');
const { sequelize } = require('./models');
const api = require('./routes');

const PORT = Number(process.env.PORT) || 3000;

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.use('/api', api);
  app.listen(PORT, () => console.log(`Conduit API listening on ${PORT}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
