const { Router } = require('express');
const profileService = require('../services/profileService');

const router = Router();

router.get('/profiles/:username', async (req, res) => {
  try {
    res.json({ profile: await profileService.getProfile(req.params.username, req.auth?.id) });
  } catch (e) {
    if (e instanceof profileService.NotFound) return res.status(404).json({ errors: { profile: ['not found'] } });
    throw e;
  }
});

router.post('/profiles/:username/follow', async (req, res) => {
  if (!req.auth) return res.sendStatus(401);
  res.json({ profile: await profileService.followUser(req.params.username, req.auth.id) });
});

module.exports = router;
