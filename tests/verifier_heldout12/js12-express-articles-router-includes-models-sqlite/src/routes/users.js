const express = require('express');
const authService = require('../services/authService');

const router = express.Router();

router.post('/users', async (req, res) => {
  const user = await authService.register(req.body.user);
  res.status(201).json({ user });
});

router.post('/users/login', async (req, res) => {
  const user = await authService.login(req.body.user);
  if (!user) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  res.json({ user });
});

module.exports = router;
