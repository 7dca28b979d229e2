const router = require('express').Router();
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const sign = (u) => jwt.sign({ id: u.id }, process.env.JWT_SECRET || 'dev-secret');

router.post('/', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (await User.findOne({ where: { email } })) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: sign(user) } });
});

router.post('/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: { username: user.username, email, bio: user.bio, image: user.image, token: sign(user) } });
});

module.exports = router;
