'use strict';

const express = require('express');
const db = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/articles/:slug/comments', (req, res) => {
  const rows = db.all('SELECT id, body, created_at FROM comments WHERE article_slug = ? ORDER BY id DESC', [req.params.slug]);
  res.json({ comments: rows.map((r) => ({ id: r.id, body: r.body, createdAt: r.created_at })) });
});

app.post('/api/articles/:slug/comments', (req, res) => {
  const body = req.body && req.body.comment && req.body.comment.body;
  if (!body) return res.status(422).json({ errors: { body: ["can't be blank"] } });
  const info = db.run('INSERT INTO comments (article_slug, body) VALUES (?, ?)', [req.params.slug, body]);
  return res.status(201).json({ comment: { id: Number(info.lastInsertRowid), body } });
});

app.listen(Number(process.env.PORT) || 3000, '0.0.0.0');
