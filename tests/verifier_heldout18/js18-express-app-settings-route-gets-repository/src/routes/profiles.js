const { Router } = require('express');
const { optionalAuth, requireAuth } = require('./auth');

const router = Router();

router.get('/profiles/:username', optionalAuth, async (req, res) => {
  const profile = await req.app.get('services').profiles.get(req.params.username, req.user && req.user.id);
  if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile });
});

router.post('/profiles/:username/follow', requireAuth, async (req, res) => {
  const users = req.app.get('repositories').users;
  const user = await users.findByUsername(req.params.username);
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  await users.follow(user, req.user.id);
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: true } });
});

module.exports = router;
