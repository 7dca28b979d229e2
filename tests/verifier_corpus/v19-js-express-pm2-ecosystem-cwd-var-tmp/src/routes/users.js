const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'conduit';

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: present(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email: email || '' } });
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
  }
  res.json({ user: present(user) });
});

module.exports = router;
