const router = require('express').Router();
const profileService = require('../services/profile.service');

router.get('/:username', async (req, res, next) => {
  try { res.json({ profile: await profileService.getProfile(req.params.username, req.userId) }); }
  catch (err) { next(err); }
});
router.post('/:username/follow', async (req, res, next) => {
  try { res.json({ profile: await profileService.follow(req.params.username, req.userId) }); }
  catch (err) { next(err); }
});
module.exports = router;
