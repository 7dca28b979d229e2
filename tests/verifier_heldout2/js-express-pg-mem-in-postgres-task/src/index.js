const express = require('express');
const pool = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.post('/api/users', async (req, res) => {
  const { username, email, password } = req.body.user;
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING id, username, email',
    [username, email, password],
  );
  res.status(201).json({ user: rows[0] });
});
app.listen(3000);
