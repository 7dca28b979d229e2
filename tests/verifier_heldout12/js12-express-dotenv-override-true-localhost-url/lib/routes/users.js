const express = require('express');
const argon2 = require('argon2');
const jwt = require('jsonwebtoken');
const { User } = require('../store/db');
const env = require('../env');

const router = express.Router();

const out = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio ?? null,
  image: u.image ?? null,
  token: jwt.sign({ uid: u.id }, env.jwtSecret),
});

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
  }
  if (await User.findOne({ where: { email } })) {
    return res.status(409).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, password: await argon2.hash(password) });
  res.status(201).json({ user: out(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await argon2.verify(user.password, password || ''))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: out(user) });
});

module.exports = router;
