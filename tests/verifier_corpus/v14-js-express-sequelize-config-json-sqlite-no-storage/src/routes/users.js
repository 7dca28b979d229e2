const express = require('express');
const bcrypt = require('bcryptjs');
const { User } = require('../models');

const router = express.Router();

const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: '' });

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
  }
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: toUser(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: toUser(user) });
});

module.exports = router;
