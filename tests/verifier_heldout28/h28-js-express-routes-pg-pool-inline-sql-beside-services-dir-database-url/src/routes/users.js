const { Router } = require('express');
const authService = require('../services/authService');
const auth = require('./auth');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await authService.register(req.body.user) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await authService.login(req.body.user) });
  } catch (e) { next(e); }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    res.json({ user: await authService.current(req.user.id) });
  } catch (e) { next(e); }
});

module.exports = router;
