'use strict';
const express = require('express');

const STATUS = { invalid: 422, unauthorized: 401, not_found: 404 };

function buildRouter(userService) {
  const router = express.Router();
  const h = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);

  const auth = (required) => (req, res, next) => {
    const [, token] = (req.headers.authorization || '').match(/^(?:Token|Bearer) (.+)$/) || [];
    if (token) {
      try { req.uid = userService.authenticate(token); } catch { /* anonymous */ }
    }
    if (required && !req.uid) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    return next();
  };

  router.get('/health-check', (_req, res) => res.status(200).json({ ok: true }));
  router.post('/users', h(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
  router.post('/users/login', h(async (req, res) => res.json({ user: await userService.login(req.body.user) })));
  router.get('/user', auth(true), h(async (req, res) => res.json({ user: await userService.me(req.uid) })));
  router.get('/profiles/:username', auth(false), h(async (req, res) =>
    res.json({ profile: await userService.profile(req.params.username, req.uid) })));
  router.post('/profiles/:username/follow', auth(true), h(async (req, res) =>
    res.json({ profile: await userService.follow(req.params.username, req.uid, true) })));
  router.delete('/profiles/:username/follow', auth(true), h(async (req, res) =>
    res.json({ profile: await userService.follow(req.params.username, req.uid, false) })));

  router.use((err, _req, res, _next) => {
    res.status(STATUS[err.code] || 500).json({ errors: { body: [err.message] } });
  });
  return router;
}

module.exports = { buildRouter };
