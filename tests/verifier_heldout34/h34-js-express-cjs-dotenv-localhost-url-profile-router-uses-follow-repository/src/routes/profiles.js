const express = require('express');
const profileService = require('../services/profileService');
const userRepository = require('../repositories/userRepository');
const followRepository = require('../repositories/followRepository');
const { Profile } = require('../models/profile');

const router = express.Router();

router.get('/profiles/:username', async (req, res) => {
  const profile = await profileService.getProfile(req.params.username, req.userId);
  if (!profile) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile });
});

router.post('/profiles/:username/follow', async (req, res) => {
  const user = await userRepository.findByUsername(req.params.username);
  if (!user) return res.status(404).json({ errors: { body: ['not found'] } });
  await followRepository.follow(req.userId, user.id);
  res.json({ profile: new Profile(user, true) });
});

router.delete('/profiles/:username/follow', async (req, res) => {
  const user = await userRepository.findByUsername(req.params.username);
  if (!user) return res.status(404).json({ errors: { body: ['not found'] } });
  await followRepository.unfollow(req.userId, user.id);
  res.json({ profile: new Profile(user, false) });
});

module.exports = router;
