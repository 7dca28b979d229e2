const { Router } = require('express');
const User = require('../models/user');

const router = Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
  } catch (err) {
    return next(err);
  }
});

router.post('/users', async (req, res, next) => {
  try {
    const { username, email } = req.body.user || {};
    const user = await User.create({ username, email });
    return res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
