const router = require('express').Router();
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

router.post('/', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['missing fields'] } });
  }
  if (await User.findOne({ where: { email } })) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  const token = jwt.sign({ id: user.id }, SECRET);
  res.status(201).json({ user: { email, username, bio: null, image: null, token } });
});

router.post('/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  }
  const token = jwt.sign({ id: user.id }, SECRET);
  res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
});

module.exports = router;
