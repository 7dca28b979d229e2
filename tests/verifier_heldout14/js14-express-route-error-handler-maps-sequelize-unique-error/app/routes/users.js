const express = require('express');
const userService = require('../services/userService');

const router = express.Router();

function authenticate(req, res, next) {
  const auth = req.get('Authorization') || '';
  try {
    req.userId = userService.userIdFromToken(auth.replace(/^Token /, ''));
    next();
  } catch (e) {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

router.post('/users', async (req, res, next) => {
  try {
    const input = req.body.user || {};
    if (!input.username || !input.email || !input.password) {
      return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
    }
    res.status(201).json({ user: await userService.register(input) });
  } catch (err) { next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user || {});
    if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
    res.json({ user });
  } catch (err) { next(err); }
});

router.put('/user', authenticate, async (req, res, next) => {
  try {
    res.json({ user: await userService.update(req.userId, (req.body.user) || {}) });
  } catch (err) { next(err); }
});

module.exports = router;
