const express = require('express');
const { User } = require('../models');
const auth = require('../services/auth.service');

const router = express.Router();

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  if (await User.findOne({ where: { email } })) return res.status(409).json({ errors: { email: ['has already been taken'] } });
  const user = await User.create({ username, email, password: await auth.hashPassword(password) });
  res.status(201).json({ user: { email, username, bio: null, image: null, token: auth.sign(user) } });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await auth.checkPassword(password || '', user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: auth.sign(user) } });
});

module.exports = router;
