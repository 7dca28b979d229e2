const express = require('express');
const profileService = require('../services/profileService');
const auth = require('../middlewares/auth');

const router = express.Router();

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    const profile = await profileService.get(req.params.username, req.auth && req.auth.id);
    if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

router.post('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    const profile = await profileService.follow(req.params.username, req.auth.id);
    if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

router.delete('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    const profile = await profileService.unfollow(req.params.username, req.auth.id);
    if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
