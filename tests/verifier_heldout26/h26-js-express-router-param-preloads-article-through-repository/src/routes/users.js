'use strict';
const express = require('express');
const userService = require('../services/user.service');
const auth = require('../middleware/auth');

const router = express.Router();
const h = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);

router.post('/users', h(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
router.post('/users/login', h(async (req, res) => res.json({ user: await userService.login(req.body.user) })));
router.get('/user', auth.required, h(async (req, res) => res.json({ user: await userService.current(req.user.id) })));

module.exports = router;
