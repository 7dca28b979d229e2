'use strict';
const express = require('express');
const { sequelize, Tag } = require('./db');

const app = express();
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', async (req, res) => {
  res.json({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) });
});
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
