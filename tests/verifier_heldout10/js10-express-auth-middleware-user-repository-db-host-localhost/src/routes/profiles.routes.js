const router = require('express').Router();
const authenticate = require('../middlewares/authenticate');
const profileService = require('../services/profile.service');

router.get('/profiles/:username', authenticate(false), async (req, res, next) => {
  try {
    res.json({ profile: await profileService.getProfile(req.params.username, req.user) });
  } catch (e) { next(e); }
});

router.post('/profiles/:username/follow', authenticate(), async (req, res, next) => {
  try {
    res.json({ profile: await profileService.follow(req.params.username, req.user) });
  } catch (e) { next(e); }
});

module.exports = router;
