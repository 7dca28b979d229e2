const express = require('express');
const userService = require('../services/userService');

const router = express.Router();

router.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await userService.register(req.body.user) }); } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user);
    if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    res.json({ user });
  } catch (e) { next(e); }
});

module.exports = router;
