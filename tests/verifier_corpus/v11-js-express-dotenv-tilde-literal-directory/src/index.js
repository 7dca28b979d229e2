'use strict';

const express = require('express');
const config = require('./config');
const { sequelize } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/tags'));

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`database at ${config.sqliteFile}`));
});
