const express = require('express');
const Database = require('better-sqlite3');

const db = new Database('conduit.db');
db.exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE)');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.post('/api/users', (req, res) => {
  const { username, email } = req.body.user;
  db.prepare('INSERT INTO users (username, email) VALUES (?, ?)').run(username, email);
  res.status(201).json({ user: { username, email } });
});
app.listen(process.env.PORT || 3000, '0.0.0.0');
