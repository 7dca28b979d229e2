// feature-file: profiles
const { Router } = require('express');
const profileService = require('../services/profileService');
const { optionalAuth, requireAuth } = require('./auth');

const router = Router();

router.get('/profiles/:username', optionalAuth, async (req, res) => {
  res.json({ profile: await profileService.getProfile(req.params.username, req.userId) });
});

// Any request body is ignored: the username in the path says whom to follow.
router.post('/profiles/:username/follow', requireAuth, async (req, res) => {
  res.json({ profile: await profileService.follow(req.userId, req.params.username) });
});

router.delete('/profiles/:username/follow', requireAuth, async (req, res) => {
  res.json({ profile: await profileService.unfollow(req.userId, req.params.username) });
});

module.exports = router;
