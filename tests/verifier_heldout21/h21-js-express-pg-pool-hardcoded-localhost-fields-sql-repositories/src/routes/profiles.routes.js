const { Router } = require('express');
const profileService = require('../services/profile.service');
const { optionalAuth, requireAuth } = require('./auth');

const router = Router();

router.get('/:username', optionalAuth, async (req, res) => {
  const profile = await profileService.getProfile(req.params.username, req.user && req.user.id);
  if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile });
});

router.post('/:username/follow', requireAuth, async (req, res) => {
  const profile = await profileService.followUser(req.params.username, req.user.id);
  if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile });
});

module.exports = router;
