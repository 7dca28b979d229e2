const { Router } = require('express');
const userService = require('../services/user-service');
const auth = require('../middleware/auth');

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

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    res.json({ profile: await userService.profile(req.params.username, req.auth && req.auth.id) });
  } catch (e) { next(e); }
});

module.exports = router;
