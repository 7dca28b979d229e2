const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('config');
const { User } = require('../models');

const router = express.Router();
const { secret, expiresIn } = config.get('jwt');

function toUser(user) {
  const token = jwt.sign({ id: user.id }, secret, { expiresIn });
  return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } };
}

router.post('/users', async (req, res, next) => {
  try {
    const { email, username, password } = req.body.user || {};
    if (!email || !username || !password) {
      return res.status(422).json({ errors: { body: ['email, username and password are required'] } });
    }
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
    res.status(201).json(toUser(user));
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password || '', user.password))) {
      return res.status(401).json({ errors: { credentials: ['invalid'] } });
    }
    res.json(toUser(user));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
