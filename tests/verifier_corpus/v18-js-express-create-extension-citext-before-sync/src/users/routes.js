'use strict';
const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const { findUserByEmail } = require('./lookup');

const router = express.Router();
const secret = process.env.JWT_SECRET || 'conduit';

router.post('/users/login', async (req, res) => {
  const { email, password } = (req.body && req.body.user) || {};
  const user = await findUserByEmail(email);
  if (!user || !bcrypt.compareSync(password || '', user.password)) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  const token = jwt.sign({ id: user.id }, secret);
  res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
});

router.post('/users', async (req, res) => {
  const { username, email, password } = (req.body && req.body.user) || {};
  const user = await User.create({ username, email, password: bcrypt.hashSync(password, 10) });
  res.status(201).json({ user: { email: user.email, username: user.username, bio: null, image: null, token: jwt.sign({ id: user.id }, secret) } });
});

module.exports = router;
