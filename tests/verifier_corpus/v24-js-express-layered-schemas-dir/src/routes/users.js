const express = require('express');
const userService = require('../services/userService');
const auth = require('../middleware/auth');

const router = express.Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register((req.body && req.body.user) || {}) });
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await userService.login((req.body && req.body.user) || {}) });
  } catch (err) {
    next(err);
  }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    res.json({ user: await userService.current(req.userId) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
