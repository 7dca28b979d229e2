const express = require('express');
const userService = require('../services/user-service');

const router = express.Router();

router.post('/users', (req, res) => res.status(201).json({ user: userService.register(req.body.user || {}) }));
router.post('/users/login', (req, res) => res.json({ user: userService.login(req.body.user || {}) }));

module.exports = router;
