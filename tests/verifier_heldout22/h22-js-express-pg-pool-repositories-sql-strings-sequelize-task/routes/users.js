const router = require('express').Router();
const userService = require('../services/userService');

router.post('/users', async (req, res) => {
  try {
    const u = await userService.register(req.body.user);
    res.status(201).json({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: u.token } });
  } catch (err) {
    res.status(422).json({ errors: { body: [err.message] } });
  }
});

module.exports = router;
