const express = require('express');
const Profile = require('../models/profile');

const router = express.Router();

router.post('/profiles', async (req, res) => {
  const profile = await Profile.create(req.body.profile);
  res.status(201).json({ profile });
});

router.get('/profiles/:username', async (req, res) => {
  const profile = await Profile.findOne({ where: { username: req.params.username } });
  if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
  return res.json({ profile: { ...profile.toJSON(), following: false } });
});

module.exports = router;
