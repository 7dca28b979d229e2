const express = require('express');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const router = express.Router();

function auth(req, res, next) {
  const header = req.headers.authorization || '';
  try {
    req.userId = jwt.verify(header.replace(/^Token /, ''), process.env.JWT_SECRET || 'secret').id;
    return next();
  } catch {
    return res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

router.get('/user', auth, async (req, res) => {
  const user = await User.findByPk(req.userId);
  if (!user) return res.status(404).json({ errors: { user: ['not found'] } });
  return res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image } });
});

router.put('/user', auth, async (req, res) => {
  const user = await User.findByPk(req.userId);
  await user.update(req.body.user || {});
  res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image } });
});

module.exports = router;
