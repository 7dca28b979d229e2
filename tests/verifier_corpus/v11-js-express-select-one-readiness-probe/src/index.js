'use strict';

const express = require('express');
const db = require('./db');
require('./models');
const users = require('./routes/users');

const app = express();
app.use(express.json());

app.get('/api/health-check', async (req, res) => {
  if (!db.isReady()) return res.status(503).json({ status: 'starting' });
  try {
    await db.ping();
    return res.json({ status: 'ok' });
  } catch (err) {
    return res.status(503).json({ status: 'database unavailable' });
  }
});
app.use('/api', users);

app.listen(3000, async () => {
  await db.waitUntilReady();
  await db.sequelize.sync();
  db.markReady();
  console.log('ready on 3000');
});
