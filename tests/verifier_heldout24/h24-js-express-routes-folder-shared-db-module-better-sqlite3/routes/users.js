const router = require('express').Router();
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const db = require('../db');

const SECRET = process.env.JWT_SECRET || 'secret';
const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

router.post('/users', (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ["can't be blank"] } });
  try {
    const info = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, bcrypt.hashSync(password, 10));
    const u = db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid);
    res.status(201).json({ user: userJson(u) });
  } catch (e) {
    res.status(409).json({ errors: { body: ['username or email already taken'] } });
  }
});

router.post('/users/login', (req, res) => {
  const { email, password } = req.body.user || {};
  const u = db.prepare('SELECT * FROM users WHERE email = ?').get(email);
  if (!u || !bcrypt.compareSync(password || '', u.password)) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  res.json({ user: userJson(u) });
});

module.exports = router;
