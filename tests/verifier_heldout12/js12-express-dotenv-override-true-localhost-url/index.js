const env = require('./lib/env');
const express = require('express');
const { sequelize } = require('./lib/store/db');

async function main() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).send('OK'));
  app.use('/api', require('./lib/routes/users'));
  app.use('/api', require('./lib/routes/tags'));
  app.listen(env.port, () => console.log(`API ready on http://localhost:${env.port}/api`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
