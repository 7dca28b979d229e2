'use strict';

const express = require('express');
const db = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', (req, res) => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
  res.json({ tags: rows.map((r) => r.name) });
});

app.listen(3000, '0.0.0.0');
