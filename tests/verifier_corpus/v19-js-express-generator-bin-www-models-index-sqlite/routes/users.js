const express = require('express');
const bcrypt = require('bcryptjs');
const { User } = require('../models');
const auth = require('./auth');

const router = express.Router();

function present(user) {
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: auth.sign(user) };
}

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user || {};
    if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
    if (await User.findOne({ where: { email } })) return res.status(422).json({ errors: { email: ['has already been taken'] } });
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    res.status(201).json({ user: present(user) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const user = await User.findOne({ where: { email: email || '' } });
    if (!user || !(await bcrypt.compare(password || '', user.password))) {
      return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    }
    res.json({ user: present(user) });
  } catch (e) { next(e); }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    const user = await User.findByPk(req.auth.id);
    if (!user) return res.sendStatus(404);
    res.json({ user: present(user) });
  } catch (e) { next(e); }
});

module.exports = router;
