const router = require('express').Router();
const { User } = require('../models');
const tokens = require('../services/tokenService');
const passwords = require('../services/passwordService');

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  const exists = await User.findOne({ where: { email } });
  if (exists) return res.status(422).json({ errors: { email: ['has already been taken'] } });
  const user = await User.create({ username, email, password: await passwords.hash(password) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: tokens.sign(user) } });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await passwords.compare(password, user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: { username: user.username, email, bio: user.bio, image: user.image, token: tokens.sign(user) } });
});

module.exports = router;
