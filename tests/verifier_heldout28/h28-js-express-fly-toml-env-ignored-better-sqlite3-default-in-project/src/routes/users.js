const express = require('express');
const bcrypt = require('bcryptjs');
const db = require('../db');
const { sign, authenticate } = require('../auth');

const router = express.Router();
const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

router.post('/users', (req, res) => {
  const { email, username, password } = req.body.user || {};
  try {
    const info = db
      .prepare('INSERT INTO users (email, username, password) VALUES (?, ?, ?)')
      .run(email, username, bcrypt.hashSync(password, 10));
    const user = db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid);
    res.status(201).json({ user: toUser(user) });
  } catch (e) {
    res.status(422).json({ errors: { body: [e.message] } });
  }
});

router.post('/users/login', (req, res) => {
  const { email, password } = req.body.user || {};
  const user = db.prepare('SELECT * FROM users WHERE email = ?').get(email);
  if (!user || !bcrypt.compareSync(password || '', user.password)) {
    return res.status(401).json({ errors: { body: ['email or password is invalid'] } });
  }
  return res.json({ user: toUser(user) });
});

router.get('/user', authenticate(true), (req, res) => {
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(req.userId);
  res.json({ user: toUser(user) });
});

module.exports = router;
