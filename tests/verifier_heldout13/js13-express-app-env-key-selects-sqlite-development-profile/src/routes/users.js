const express = require('express');
const jwt = require('jsonwebtoken');
const users = require('../services/user-service');

const router = express.Router();

const viewer = (req) => {
  const token = (req.headers.authorization || '').replace(/^Token /, '');
  try {
    return token ? jwt.verify(token, process.env.JWT_SECRET || 'dev').id : null;
  } catch (_e) {
    return null;
  }
};

const wrap = (fn) => (req, res) =>
  fn(req, res).catch((e) => res.status(e.status || 500).json(e.body || { errors: { body: [e.message] } }));

router.post('/users', wrap(async (req, res) => res.status(201).json({ user: await users.register(req.body.user) })));
router.post('/users/login', wrap(async (req, res) => res.json({ user: await users.login(req.body.user) })));
router.get('/profiles/:username', wrap(async (req, res) => res.json({ profile: await users.profile(req.params.username, viewer(req)) })));
router.post('/profiles/:username/follow', wrap(async (req, res) => {
  const me = viewer(req);
  if (!me) return res.sendStatus(401);
  res.json({ profile: await users.follow(req.params.username, me, true) });
}));
router.delete('/profiles/:username/follow', wrap(async (req, res) => {
  const me = viewer(req);
  if (!me) return res.sendStatus(401);
  res.json({ profile: await users.follow(req.params.username, me, false) });
}));

module.exports = router;
