const bcrypt = require('bcryptjs');
const router = require('express').Router();
const { User } = require('../models');
const auth = require('../lib/auth');

const body = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: auth.issue(u) } });

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  if (await User.count({ where: { email } })) return res.status(422).json({ errors: { email: ['has already been taken'] } });
  const u = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  res.status(201).json(body(u));
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const u = await User.findOne({ where: { email: email || '' } });
  if (!u || !(await bcrypt.compare(password || '', u.passwordHash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(body(u));
});

module.exports = router;
