const router = require('express').Router();
const auth = require('../middleware/auth');
const { User } = require('../models');

router.get('/', auth, async (req, res) => {
  const user = await User.findByPk(req.userId);
  res.json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: req.token } });
});

module.exports = router;
