const router = require('express').Router();
const { User } = require('../models');
const { hashPassword, checkPassword, signToken } = require('../services');

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (await User.findOne({ where: { email } })) {
    return res.status(409).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, passwordHash: await hashPassword(password) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: signToken(user) } });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await checkPassword(password, user.passwordHash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: { username: user.username, email, bio: user.bio, image: user.image, token: signToken(user) } });
});

module.exports = router;
