const router = require('express').Router();
const userService = require('../services/user.service');
const auth = require('../middleware/auth');

router.get('/', auth, async (req, res) => {
  const user = await userService.getCurrent(req.userId);
  res.json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image } });
});

module.exports = router;
