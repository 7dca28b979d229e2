const { Router } = require('express');
const userService = require('../services/userService');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    const user = await userService.register(req.body.user);
    res.status(201).json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: user.token } });
  } catch (e) { next(e); }
});

module.exports = router;
