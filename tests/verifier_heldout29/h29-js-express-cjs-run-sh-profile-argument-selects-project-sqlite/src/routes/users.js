const router = require('express').Router();
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../db');
const { jwtSecret } = require('../config');

const out = (u) => ({
  user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) },
});

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user || {};
    const user = await User.create({ username, email, hash: await bcrypt.hash(password, 8) });
    res.status(201).json(out(user));
  } catch (err) {
    if (err.name === 'SequelizeUniqueConstraintError') {
      return res.status(422).json({ errors: { body: ['username or email already taken'] } });
    }
    next(err);
  }
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.hash))) {
    return res.status(401).json({ errors: { body: ['invalid email or password'] } });
  }
  res.json(out(user));
});

module.exports = router;
