const { Router } = require('express');
const service = require('../services/userService');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    const { user, token } = await service.register(req.body.user || {});
    res.status(201).json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const result = await service.login(req.body.user || {});
    if (!result) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
    const { user, token } = result;
    res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
  } catch (e) { next(e); }
});

module.exports = router;
