const express = require('express');
const { findUserByEmail } = require('../models/user.model');
const { authService } = require('../services/auth.service');

const router = express.Router();

router.post('/users', async (req, res, next) => {
  try {
    const user = await authService.register(req.body.user || {});
    res.status(201).json({ user });
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const found = await findUserByEmail(email);
    res.json({ user: authService.checkPassword(found, password) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
