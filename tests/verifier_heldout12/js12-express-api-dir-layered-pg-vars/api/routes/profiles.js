const { Router } = require('express');
const userService = require('../services/userService');
const auth = require('../middleware/auth');

const router = Router();

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    res.json({ profile: await userService.profile(req.params.username, req.userId) });
  } catch (err) { next(err); }
});

router.post('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await userService.follow(req.params.username, req.userId, true) });
  } catch (err) { next(err); }
});

router.delete('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await userService.follow(req.params.username, req.userId, false) });
  } catch (err) { next(err); }
});

module.exports = router;
