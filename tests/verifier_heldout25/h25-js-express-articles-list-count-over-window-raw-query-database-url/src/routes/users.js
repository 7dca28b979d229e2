const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../db');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'conduit';

const body = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

router.post('/users', async (req, res) => {
  const { email, username, password } = req.body.user || {};
  const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
  res.status(201).json(body(user));
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(body(user));
});

module.exports = router;
