const { Router } = require('express');
const userService = require('../services/userService');
const { requireAuth, optionalAuth } = require('../middleware/auth');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user || {}) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await userService.login(req.body.user || {}) });
  } catch (e) { next(e); }
});

router.get('/user', requireAuth, async (req, res, next) => {
  try {
    res.json({ user: await userService.current(req.userId) });
  } catch (e) { next(e); }
});

router.get('/profiles/:username', optionalAuth, async (req, res, next) => {
  try {
    res.json({ profile: await userService.profile(req.params.username, req.userId) });
  } catch (e) { next(e); }
});

module.exports = router;
