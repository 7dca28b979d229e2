'use strict';
const express = require('express');
const bcrypt = require('bcryptjs');
const { query } = require('../db');
const { sign, requireAuth } = require('../auth');

const router = express.Router();

const toUser = (row) => ({
  email: row.email,
  token: sign(row),
  username: row.username,
  bio: row.bio,
  image: row.image,
});

router.post('/users', async (req, res, next) => {
  try {
    const { email, username, password } = (req.body && req.body.user) || {};
    if (!email || !username || !password) {
      return res.status(422).json({ errors: { body: ['email, username and password are required'] } });
    }
    const taken = await query('SELECT 1 FROM users WHERE email = $1 OR username = $2', [email, username]);
    if (taken.rowCount) return res.status(422).json({ errors: { body: ['email or username already taken'] } });
    const hash = await bcrypt.hash(password, 10);
    const { rows } = await query(
      'INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [email, username, hash],
    );
    return res.status(201).json({ user: toUser(rows[0]) });
  } catch (err) { return next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = (req.body && req.body.user) || {};
    const { rows } = await query('SELECT * FROM users WHERE email = $1', [email]);
    if (!rows[0] || !(await bcrypt.compare(password || '', rows[0].password_hash))) {
      return res.status(401).json({ errors: { body: ['invalid credentials'] } });
    }
    return res.json({ user: toUser(rows[0]) });
  } catch (err) { return next(err); }
});

router.get('/user', requireAuth, async (req, res, next) => {
  try {
    const { rows } = await query('SELECT * FROM users WHERE id = $1', [req.auth.id]);
    if (!rows[0]) return res.status(404).json({ errors: { body: ['not found'] } });
    return res.json({ user: toUser(rows[0]) });
  } catch (err) { return next(err); }
});

module.exports = router;
