const express = require('express');
const { User } = require('../models');

const router = express.Router();

router.get('/:username', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
  } catch (err) { return next(err); }
});

module.exports = router;
