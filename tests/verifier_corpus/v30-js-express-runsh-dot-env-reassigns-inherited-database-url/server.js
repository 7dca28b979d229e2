'use strict';

const express = require('express');
const { sequelize, Follow } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/follows/count', async (req, res, next) => {
  try {
    res.json({ count: await Follow.count() });
  } catch (err) {
    next(err);
  }
});

sequelize.sync().then(() => app.listen(3000, '0.0.0.0'));
