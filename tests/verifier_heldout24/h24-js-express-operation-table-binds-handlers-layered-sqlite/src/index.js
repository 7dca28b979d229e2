const express = require('express');
const { sequelize } = require('./models');
const buildRouter = require('./api/router');

async function start() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.use('/api', buildRouter());
  app.listen(3000);
}
start();
