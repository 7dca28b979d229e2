const { Router } = require('express');
const authService = require('../services/auth-service');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await authService.register(req.body.user || {}) });
  } catch (err) { next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await authService.login(req.body.user || {}) });
  } catch (err) { next(err); }
});

module.exports = router;
