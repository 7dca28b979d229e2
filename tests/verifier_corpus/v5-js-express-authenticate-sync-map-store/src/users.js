const crypto = require('crypto');
const express = require('express');
const jwt = require('jsonwebtoken');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'dev-secret';

// users by email, kept for the process's lifetime
const usersByEmail = new Map();

function hashPassword(password, salt) {
  return crypto.createHash('sha256').update(salt + password).digest('hex');
}

function toJson(user) {
  const token = jwt.sign({ email: user.email }, SECRET);
  return { user: { username: user.username, email: user.email, bio: user.bio, image: null, token } };
}

router.post('/users', (req, res) => {
  const { username, email, password } = req.body.user;
  if (usersByEmail.has(email)) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const salt = crypto.randomBytes(8).toString('hex');
  const user = { username, email, bio: '', salt, passwordHash: hashPassword(password, salt) };
  usersByEmail.set(email, user);
  return res.status(201).json(toJson(user));
});

router.post('/users/login', (req, res) => {
  const { email, password } = req.body.user;
  const user = usersByEmail.get(email);
  if (!user || user.passwordHash !== hashPassword(password, user.salt)) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  return res.json(toJson(user));
});

module.exports = router;
