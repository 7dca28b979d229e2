const express = require('express');
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { pool } = require('../db');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'change-me';

router.post('/users', async (req, res, next) => {
  try {
    const { email, username, password } = req.body.user || {};
    const hash = await bcrypt.hash(password, 10);
    const { rows } = await pool.query(
      'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING id, email, username, bio, image',
      [email, username, hash],
    );
    const user = rows[0];
    res.status(201).json({ user: { ...user, id: undefined, token: jwt.sign({ id: user.id }, SECRET) } });
  } catch (err) {
    if (err.code === '23505') return res.status(422).json({ errors: { user: ['has already been taken'] } });
    return next(err);
  }
});

module.exports = router;
