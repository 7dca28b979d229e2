const router = require('express').Router();
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const db = require('../db');

const SECRET = process.env.JWT_SECRET || 'secret';

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const hash = await bcrypt.hash(password, 10);
  const { rows } = await db.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING id, username, email, bio, image',
    [username, email, hash],
  );
  const u = rows[0];
  res.status(201).json({ user: { ...u, token: jwt.sign({ id: u.id }, SECRET) } });
});

router.get('/profiles/:username', async (req, res) => {
  const { rows } = await db.query('SELECT username, bio, image FROM users WHERE username = $1', [req.params.username]);
  if (!rows.length) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile: { ...rows[0], following: false } });
});

module.exports = router;
