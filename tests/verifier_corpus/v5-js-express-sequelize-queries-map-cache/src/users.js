const crypto = require('crypto');
const express = require('express');
const jwt = require('jsonwebtoken');
const { User } = require('./db');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'dev-secret';

// profiles already looked up, by username (a cache in front of the table)
const profileCache = new Map();

function hashPassword(password, salt) {
  return crypto.createHash('sha256').update(salt + password).digest('hex');
}

function toJson(user) {
  const token = jwt.sign({ email: user.email }, SECRET);
  return { user: { username: user.username, email: user.email, bio: user.bio, image: null, token } };
}

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user;
  if (await User.findOne({ where: { email } })) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const salt = crypto.randomBytes(8).toString('hex');
  const user = await User.create({ username, email, bio: '', passwordHash: `${salt}:${hashPassword(password, salt)}` });
  return res.status(201).json(toJson(user));
});

router.get('/profiles/:username', async (req, res) => {
  let profile = profileCache.get(req.params.username);
  if (!profile) {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    profile = { username: user.username, bio: user.bio, image: null, following: false };
    profileCache.set(user.username, profile);
  }
  return res.json({ profile });
});

module.exports = router;
