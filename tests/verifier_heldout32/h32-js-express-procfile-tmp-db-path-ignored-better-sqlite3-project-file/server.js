const express = require('express');
const bcrypt = require('bcryptjs');
const db = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.post('/api/users', (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['invalid'] } });
  try {
    db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, bcrypt.hashSync(password, 8));
  } catch (e) {
    return res.status(409).json({ errors: { username: ['taken'] } });
  }
  res.status(201).json({ user: { username, email, bio: null, image: null, token: 'x' } });
});

app.get('/api/tags', (req, res) => {
  res.json({ tags: db.prepare('SELECT name FROM tags ORDER BY name').all().map((r) => r.name) });
});

app.listen(3000, () => console.log('up on 3000'));
