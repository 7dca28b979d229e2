const router = require('express').Router();
const { User, Follow } = require('../models');
const { profileOf } = require('../services');
const { optionalAuth, requireAuth } = require('./auth');

router.get('/:username', optionalAuth, async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  const following = req.user
    ? !!(await Follow.findOne({ where: { followerId: req.user.id, followingId: user.id } }))
    : false;
  res.json({ profile: profileOf(user, following) });
});

router.post('/:username/follow', requireAuth, async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  await Follow.findOrCreate({ where: { followerId: req.user.id, followingId: user.id } });
  res.json({ profile: profileOf(user, true) });
});

module.exports = router;
