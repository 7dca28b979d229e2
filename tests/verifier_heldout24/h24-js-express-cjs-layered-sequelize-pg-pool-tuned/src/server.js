const express = require('express');
const { sequelize } = require('./models');
const api = require('./routes');

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.use('/api', api);
  app.listen(3000, () => console.log('Conduit listening on 3000'));
}

main().catch((err) => { console.error(err); process.exit(1); });
