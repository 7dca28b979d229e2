const router = require('express').Router();
const { User } = require('../db');
const auth = require('../services/auth');

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, password: await auth.hash(password) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: auth.sign(user) } });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await auth.compare(password, user.password))) {
    return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  }
  res.json({ user: { username: user.username, email, bio: user.bio, image: user.image, token: auth.sign(user) } });
});

module.exports = router;
