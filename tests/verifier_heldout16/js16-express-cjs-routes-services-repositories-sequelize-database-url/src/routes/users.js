const { Router } = require('express');
const userService = require('../services/user-service');

const router = Router();

router.post('/', async (req, res, next) => {
  try {
    const user = await userService.register(req.body.user || {});
    res.status(201).json({ user });
  } catch (err) { next(err); }
});

router.post('/login', async (req, res, next) => {
  try {
    res.json({ user: await userService.login(req.body.user || {}) });
  } catch (err) { next(err); }
});

module.exports = router;
