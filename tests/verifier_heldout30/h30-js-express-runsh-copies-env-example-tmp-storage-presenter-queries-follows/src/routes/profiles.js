const router = require('express').Router();
const auth = require('./auth');
const profileService = require('../services/profileService');
const { presentProfile } = require('../presenters/profilePresenter');

router.get('/profiles/:username', auth(true), async (req, res, next) => {
  try {
    const user = await profileService.get(req.params.username);
    res.json({ profile: await presentProfile(user, req.userId) });
  } catch (e) { next(e); }
});

router.post('/profiles/:username/follow', auth(), async (req, res, next) => {
  try {
    const user = await profileService.follow(req.userId, req.params.username);
    res.json({ profile: await presentProfile(user, req.userId) });
  } catch (e) { next(e); }
});

router.delete('/profiles/:username/follow', auth(), async (req, res, next) => {
  try {
    const user = await profileService.unfollow(req.userId, req.params.username);
    res.json({ profile: await presentProfile(user, req.userId) });
  } catch (e) { next(e); }
});

module.exports = router;
