const { Router } = require('express');
const profileService = require('../services/profile.service');
const auth = require('../middleware/auth');

const router = Router();

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.get(req.params.username, req.auth && req.auth.id) });
  } catch (e) { next(e); }
});

router.post('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.follow(req.params.username, req.auth.id) });
  } catch (e) { next(e); }
});

router.delete('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await profileService.unfollow(req.params.username, req.auth.id) });
  } catch (e) { next(e); }
});

module.exports = router;
