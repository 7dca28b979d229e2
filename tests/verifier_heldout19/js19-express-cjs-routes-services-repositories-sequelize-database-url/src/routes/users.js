const { Router } = require('express');
const userService = require('../services/user-service');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    const user = await userService.register(req.body.user || {});
    res.status(201).json({ user });
  } catch (err) { next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user || {});
    res.json({ user });
  } catch (err) { next(err); }
});

module.exports = router;
