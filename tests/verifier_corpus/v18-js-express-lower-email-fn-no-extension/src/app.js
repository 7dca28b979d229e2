'use strict';
const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use('/api', require('./users/routes'));

async function start() {
  await sequelize.sync();
  app.listen(Number(process.env.PORT) || 3000, '0.0.0.0');
}

start().catch((e) => { console.error(e); process.exit(1); });
