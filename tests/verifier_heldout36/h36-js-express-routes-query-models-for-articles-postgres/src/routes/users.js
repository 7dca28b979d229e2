const router = require('express').Router();
const userService = require('../services/userService');
router.post('/', async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) }));
router.post('/login', async (req, res) => res.json({ user: await userService.login(req.body.user) }));
module.exports = router;
