const router = require('express').Router();
const bcrypt = require('bcryptjs');
const { User } = require('../models');
const { sign, auth } = require('../auth');

const view = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio || null, image: u.image || null });

router.post('/users', async (req, res) => {
  const { username, email, password } = (req.body && req.body.user) || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  if (await User.findOne({ where: { email } })) return res.status(409).json({ errors: { email: ['has already been taken'] } });
  const user = await User.create({ username, email, hash: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: view(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = (req.body && req.body.user) || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.hash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: view(user) });
});

router.get('/user', auth(), (req, res) => res.json({ user: view(req.user) }));

module.exports = router;
