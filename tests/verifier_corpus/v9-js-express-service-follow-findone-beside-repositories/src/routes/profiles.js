const { Router } = require('express');
const auth = require('../middleware/auth');
const profileService = require('../services/profile-service');

const router = Router();

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.getProfile(req.params.username, req.userId) });
  } catch (err) { next(err); }
});

router.post('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.follow(req.params.username, req.userId) });
  } catch (err) { next(err); }
});

router.delete('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.unfollow(req.params.username, req.userId) });
  } catch (err) { next(err); }
});

module.exports = router;
