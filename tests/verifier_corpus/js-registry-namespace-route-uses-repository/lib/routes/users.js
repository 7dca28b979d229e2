const express = require('express');
const registry = require('../registry');

const router = express.Router();
const view = ({ user, token }) => ({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token } });

router.post('/users', async (req, res) => {
  res.status(201).json(view(await registry.auth.register(req.body.user || {})));
});

router.post('/users/login', async (req, res) => {
  const session = await registry.auth.login(req.body.user || {});
  if (!session) return res.status(401).json({ errors: { credentials: ['invalid'] } });
  return res.json(view(session));
});

router.get('/profiles/:username', async (req, res) => {
  const user = await registry.users.byUsername(req.params.username);
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

module.exports = router;
