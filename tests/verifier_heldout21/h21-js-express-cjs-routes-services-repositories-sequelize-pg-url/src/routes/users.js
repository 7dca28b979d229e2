const { Router } = require('express');
const userService = require('../services/user-service');

const router = Router();

router.post('/', async (req, res, next) => {
  try {
    const { user, token } = await userService.register(req.body.user);
    res.status(201).json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
  } catch (e) { next(e); }
});

router.post('/login', async (req, res, next) => {
  try {
    const { user, token } = await userService.login(req.body.user);
    res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });
  } catch (e) { next(e); }
});

module.exports = router;
