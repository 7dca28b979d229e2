const { Router } = require('express');
const userService = require('../services/user.service');
const router = Router();
router.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await userService.register(req.body.user) }); } catch (e) { next(e); }
});
router.post('/users/login', async (req, res, next) => {
  try { res.json({ user: await userService.login(req.body.user) }); } catch (e) { next(e); }
});
module.exports = router;
