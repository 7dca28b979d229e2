const { Router } = require('express');
const jwt = require('jsonwebtoken');
const { users } = require('../store');

const router = Router();
const secret = process.env.JWT_SECRET || 'nedb-secret';
const toJson = (u) => ({ email: u.email, username: u.username, bio: u.bio || null, image: u.image || null, token: jwt.sign({ id: u._id }, secret) });

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  try {
    const user = await users.insertAsync({ username, email, password, bio: null, image: null });
    res.status(201).json({ user: toJson(user) });
  } catch (err) {
    res.status(422).json({ errors: { body: ['user already exists'] } });
  }
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await users.findOneAsync({ email });
  if (!user || user.password !== password) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  res.json({ user: toJson(user) });
});

module.exports = router;
