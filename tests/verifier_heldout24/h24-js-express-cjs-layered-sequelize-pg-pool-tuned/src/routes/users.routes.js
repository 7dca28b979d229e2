const { Router } = require('express');
const userService = require('../services/user.service');
const auth = require('../middleware/auth');

const router = Router();
const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.post('/users', wrap(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user || {}) })));
router.post('/users/login', wrap(async (req, res) => res.json({ user: await userService.login(req.body.user || {}) })));
router.get('/user', auth(true), wrap(async (req, res) => res.json({ user: await userService.current(req.userId) })));
router.get('/profiles/:username', auth(false), wrap(async (req, res) => res.json({ profile: await userService.profile(req.params.username, req.userId) })));

module.exports = router;
