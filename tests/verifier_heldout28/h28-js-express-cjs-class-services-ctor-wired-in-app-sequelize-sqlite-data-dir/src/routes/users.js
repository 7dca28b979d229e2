const express = require('express');
const { requireAuth, optionalAuth } = require('../middleware/auth');

module.exports = function usersRouter({ userService }) {
  const router = express.Router();

  router.post('/users', async (req, res, next) => {
    try {
      const user = await userService.register(req.body.user || {});
      res.status(201).json({ user });
    } catch (e) { next(e); }
  });

  router.post('/users/login', async (req, res, next) => {
    try {
      res.json({ user: await userService.login(req.body.user || {}) });
    } catch (e) { next(e); }
  });

  router.get('/user', requireAuth, async (req, res, next) => {
    try {
      res.json({ user: await userService.current(req.userId) });
    } catch (e) { next(e); }
  });

  router.get('/profiles/:username', optionalAuth, async (req, res, next) => {
    try {
      res.json({ profile: await userService.profile(req.params.username, req.userId) });
    } catch (e) { next(e); }
  });

  router.post('/profiles/:username/follow', requireAuth, async (req, res, next) => {
    try {
      res.json({ profile: await userService.follow(req.params.username, req.userId) });
    } catch (e) { next(e); }
  });

  return router;
};
