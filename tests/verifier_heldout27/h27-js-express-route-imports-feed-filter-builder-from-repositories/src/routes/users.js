const express = require('express');
const userService = require('../services/user-service');
const { auth } = require('../middleware/auth');

const router = express.Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user || {}) });
  } catch (e) {
    next(e);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await userService.login(req.body.user || {}) });
  } catch (e) {
    next(e);
  }
});

router.get('/user', auth(true), (req, res) => res.json({ user: userService.present(req.user) }));

module.exports = router;
