const { Router } = require('express');
const userService = require('../services/userService');
const { authenticate } = require('../middleware/auth');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user || {}) });
  } catch (err) { next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user || {});
    if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    res.json({ user });
  } catch (err) { next(err); }
});

router.get('/user', authenticate({ required: true }), (req, res) => {
  res.json({ user: userService.toAuthUser(req.user, req.token) });
});

router.put('/user', authenticate({ required: true }), async (req, res, next) => {
  try {
    res.json({ user: await userService.update(req.user, req.body.user || {}, req.token) });
  } catch (err) { next(err); }
});

module.exports = router;
