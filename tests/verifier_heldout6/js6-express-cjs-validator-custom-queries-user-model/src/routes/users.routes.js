const express = require('express');
const service = require('../services/user.service');
const auth = require('./auth');
const { registerRules, loginRules, rejectInvalid } = require('./validators/user.validators');

const router = express.Router();

router.post('/users', registerRules, rejectInvalid, async (req, res, next) => {
  try { res.status(201).json({ user: await service.register(req.body.user) }); } catch (e) { next(e); }
});

router.post('/users/login', loginRules, rejectInvalid, async (req, res, next) => {
  try { res.json({ user: await service.login(req.body.user) }); } catch (e) { next(e); }
});

router.get('/user', auth.required, async (req, res, next) => {
  try { res.json({ user: await service.current(req.auth.id) }); } catch (e) { next(e); }
});

router.put('/user', auth.required, async (req, res, next) => {
  try { res.json({ user: await service.update(req.auth.id, req.body.user || {}) }); } catch (e) { next(e); }
});

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    res.json({ profile: await service.profile(req.params.username, req.auth && req.auth.id) });
  } catch (e) { next(e); }
});

module.exports = router;
