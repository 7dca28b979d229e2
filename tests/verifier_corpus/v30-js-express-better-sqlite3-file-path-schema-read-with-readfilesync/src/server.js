'use strict';

const express = require('express');
const db = require('./db/connection');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/tags', (req, res) => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
  res.json({ tags: rows.map((r) => r.name) });
});

app.post('/api/tags', (req, res) => {
  db.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)').run(req.body.name);
  res.status(201).json({ ok: true });
});

app.listen(Number(process.env.PORT) || 3000, '0.0.0.0');
