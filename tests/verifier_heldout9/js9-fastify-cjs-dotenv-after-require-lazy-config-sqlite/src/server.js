const { buildApp } = require('./app');
const { getSequelize } = require('./db');

require('dotenv').config();

async function start() {
  const sequelize = getSequelize();
  await sequelize.sync();
  const app = buildApp();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
