const router = require('express').Router();
const userService = require('../services/userService');

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    res.json({ user: await userService.login(email, password) });
  } catch (e) { next(e); }
});
router.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await userService.register(req.body.user) }); } catch (e) { next(e); }
});
module.exports = router;
