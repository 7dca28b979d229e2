const express = require('express');
const config = require('./config');
const db = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.get('/api/articles/:slug', (req, res) => {
  const row = db.prepare('SELECT * FROM articles WHERE slug = ?').get(req.params.slug);
  if (!row) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article: row });
});

app.listen(config.port, () => console.log(`listening on ${config.port}`));
