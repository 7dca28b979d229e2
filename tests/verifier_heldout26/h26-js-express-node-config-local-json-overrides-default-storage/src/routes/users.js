'use strict';
const { Router } = require('express');
const userService = require('../services/user-service');
const auth = require('../middleware/auth');

const router = Router();

router.post('/users', async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) }));
router.post('/users/login', async (req, res) => res.json({ user: await userService.login(req.body.user) }));
router.get('/user', auth.required, async (req, res) => res.json({ user: await userService.current(req.auth.id) }));

module.exports = router;
