const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { pool, migrate } = require('./db');

const app = express();
app.use(express.json());

const userJson = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, process.env.JWT_SECRET) } });

app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.post('/api/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
    [username, email, await bcrypt.hash(password, 10)],
  );
  res.status(201).json(userJson(rows[0]));
});

app.get('/api/tags', async (req, res) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  res.json({ tags: rows.map((r) => r.name) });
});

migrate().then(() => app.listen(3000, () => console.log(`[${process.env.NODE_ENV}] listening on 3000`)));
