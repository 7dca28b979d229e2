const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User, Tag } = require('../db');
const config = require('../config');

const router = express.Router();

const userJson = (u) => ({
  user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) },
});

router.get('/health-check', (req, res) => res.json({ ok: true }));

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (await User.findOne({ where: { email } })) return res.status(422).json({ errors: { email: ['has already been taken'] } });
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json(userJson(user));
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) return res.status(401).json({ errors: { credentials: ['invalid'] } });
  res.json(userJson(user));
});

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
