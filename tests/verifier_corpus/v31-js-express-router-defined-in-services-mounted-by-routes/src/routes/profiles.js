'use strict';

const express = require('express');
const profileService = require('../services/profileService');

const router = express.Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const profile = await profileService.profile(req.params.username);
    if (!profile) return res.status(404).json({ errors: { body: ['profile not found'] } });
    return res.json({ profile });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
