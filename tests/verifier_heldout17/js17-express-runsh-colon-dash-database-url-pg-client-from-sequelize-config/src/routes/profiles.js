const router = require('express').Router();
const { User } = require('../models');
const follows = require('../follow-store');
const auth = require('./auth');

router.post('/:username/follow', auth, async (req, res) => {
  const target = await User.findOne({ where: { username: req.params.username } });
  if (!target) return res.sendStatus(404);
  await follows.follow(req.user.id, target.id);
  res.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: true } });
});

router.delete('/:username/follow', auth, async (req, res) => {
  const target = await User.findOne({ where: { username: req.params.username } });
  if (!target) return res.sendStatus(404);
  await follows.unfollow(req.user.id, target.id);
  res.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: false } });
});

module.exports = router;
