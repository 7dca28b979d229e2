'use strict';
const express = require('express');
const { User, Follow } = require('../db');

const router = express.Router();

router.get('/:username', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    let following = false;
    if (req.userId) {
      following = (await Follow.count({ where: { followerId: req.userId, followingId: user.id } })) > 0;
    }
    return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
