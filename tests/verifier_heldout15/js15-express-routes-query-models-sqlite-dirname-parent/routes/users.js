const router = require('express').Router();
const authService = require('../services/authService');

const view = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: authService.sign(u) } });

router.post('/users', async (req, res) => {
  const user = await authService.register(req.body.user);
  res.status(201).json(view(user));
});

router.post('/users/login', async (req, res) => {
  const user = await authService.login(req.body.user);
  if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
  res.json(view(user));
});

module.exports = router;
