const express = require('express');
const userService = require('../services/userService');

const router = express.Router();

router.post('/users', async (req, res) => {
  const user = await userService.register(req.body.user.username, req.body.user.email);
  res.status(201).json({ user: { username: user.username, email: user.email } });
});

router.get('/profiles/:username', async (req, res) => {
  const user = await userService.profile(req.params.username);
  if (!user) return res.status(404).json({ errors: { body: ['not found'] } });
  return res.json({ profile: { username: user.username } });
});

module.exports = router;
