const router = require('express').Router();
const userService = require('../services/userService');

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: userService.token(u) });

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: present(await userService.register(req.body.user || {})) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: present(await userService.login(req.body.user || {})) });
  } catch (e) { next(e); }
});

module.exports = router;
