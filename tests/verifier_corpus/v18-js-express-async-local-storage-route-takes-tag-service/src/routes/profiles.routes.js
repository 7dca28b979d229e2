'use strict';
const { Router } = require('express');
const { requestContext } = require('../context');

const router = Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const { profileService } = requestContext.getStore().services;
    const profile = await profileService.getProfile(req.params.username);
    if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.json({ profile });
  } catch (e) { next(e); }
});

module.exports = router;
