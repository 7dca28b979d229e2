'use strict';

const crypto = require('crypto');
const express = require('express');
const { User } = require('../models');

const router = express.Router();

function hash(password) {
  return crypto.createHash('sha256').update(password).digest('hex');
}

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = (req.body && req.body.user) || {};
    if (!username || !email || !password) {
      return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
    }
    const user = await User.create({ username, email, password: hash(password) });
    return res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null, token: '' } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
