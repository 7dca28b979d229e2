const { Router } = require('express');
const argon2 = require('argon2');
const jwt = require('jsonwebtoken');
const { User } = require('./db');

const api = Router();
api.get('/health-check', (req, res) => res.sendStatus(200));

api.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, hash: await argon2.hash(password) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: jwt.sign({ sub: user.id }, 'k') } });
});

api.get('/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.sendStatus(404);
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

module.exports = api;
