const express = require('express');
const userService = require('../services/userService');
const { requireAuth } = require('./auth');

const router = express.Router();

const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.post('/users', wrap(async (req, res) => {
  res.status(201).json({ user: await userService.register(req.body.user || {}) });
}));

router.post('/users/login', wrap(async (req, res) => {
  res.json({ user: await userService.login(req.body.user || {}) });
}));

router.get('/user', requireAuth, wrap(async (req, res) => {
  res.json({ user: await userService.current(req.auth.id) });
}));

router.put('/user', requireAuth, wrap(async (req, res) => {
  res.json({ user: await userService.update(req.auth.id, req.auth.jti, req.body.user || {}) });
}));

module.exports = router;
