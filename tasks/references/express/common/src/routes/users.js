const { Router } = require('express');
const userService = require('../services/userService');
const { requireAuth } = require('./auth');

const router = Router();

router.post('/users', async (req, res) => {
  res.status(201).json({ user: await userService.register(req.body?.user) });
});

router.post('/users/login', async (req, res) => {
  res.json({ user: await userService.login(req.body?.user) });
});

router.get('/user', requireAuth, async (req, res) => {
  res.json({ user: await userService.getCurrent(req.userId) });
});

router.put('/user', requireAuth, async (req, res) => {
  res.json({ user: await userService.update(req.userId, req.body?.user) });
});

module.exports = router;
