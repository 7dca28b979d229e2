const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

module.exports = function users({ models }, secret) {
  const { User } = models;
  const router = express.Router();
  const toJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, secret) });

  router.post('/users', async (req, res, next) => {
    try {
      const { username, email, password } = req.body.user || {};
      const user = await User.create({ username, email, password: await bcrypt.hash(password, 8) });
      res.status(201).json({ user: toJson(user) });
    } catch (e) { next(e); }
  });

  router.post('/users/login', async (req, res, next) => {
    try {
      const { email, password } = req.body.user || {};
      const user = await User.findOne({ where: { email } });
      if (!user || !(await bcrypt.compare(password, user.password))) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
      res.json({ user: toJson(user) });
    } catch (e) { next(e); }
  });

  return router;
};
