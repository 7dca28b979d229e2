const express = require('express');
const userService = require('../services/userService');

const router = express.Router();

const view = (user) => ({
  user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: userService.token(user) },
});

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json(view(await userService.register(req.body.user)));
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user);
    if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
    res.json(view(user));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
