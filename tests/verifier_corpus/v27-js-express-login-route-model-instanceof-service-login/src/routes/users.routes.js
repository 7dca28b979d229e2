const express = require('express');
const { User } = require('../models/user.model');
const { authService } = require('../services/auth.service');

const router = express.Router();

/** Shapes a user the service returned; the model class is only used to check what we got. */
function userResponse(user) {
  if (!(user instanceof User)) throw new Error('unexpected user object');
  return { user: authService.toAuthJson(user) };
}

router.post('/users', async (req, res, next) => {
  try {
    const user = await authService.register(req.body.user || {});
    res.status(201).json(userResponse(user));
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await authService.login(req.body.user || {});
    res.json(userResponse(user));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
