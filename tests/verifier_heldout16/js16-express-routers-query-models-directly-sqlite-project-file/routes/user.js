const router = require('express').Router();
const auth = require('../middleware/auth');
const { User } = require('../models');

router.get('/', auth(), async (req, res) => {
  const user = await User.findByPk(req.user.id);
  res.json({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image } });
});

module.exports = router;
