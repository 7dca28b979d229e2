const express = require('express');
const bcrypt = require('bcryptjs');
const { User } = require('../lib/db');
const { sign, requireUser } = require('../lib/auth');

const router = express.Router();
const out = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio, image: u.image });

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user || {};
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    res.status(201).json({ user: out(user) });
  } catch (e) {
    next(e);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) return res.status(401).json({ errors: { body: ['invalid'] } });
    res.json({ user: out(user) });
  } catch (e) {
    next(e);
  }
});

router.get('/user', requireUser, async (req, res) => {
  res.json({ user: out(await User.findByPk(req.auth.id)) });
});

module.exports = router;
