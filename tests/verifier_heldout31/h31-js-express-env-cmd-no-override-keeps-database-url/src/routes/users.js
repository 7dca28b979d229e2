const express = require('express');
const bcrypt = require('bcryptjs');
const { User } = require('../models');
const auth = require('../auth');

const router = express.Router();

const view = (u) => ({ user: { email: u.email, token: auth.sign(u), username: u.username, bio: u.bio, image: u.image } });

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  res.status(201).json(view(user));
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(view(user));
});

router.get('/user', auth.required, async (req, res) => {
  res.json(view(await User.findByPk(req.userId)));
});

module.exports = router;
