const express = require('express');
const profileService = require('../services/profileService');
const tagService = require('../services/tagService');

const router = express.Router();
router.get('/health-check', (req, res) => res.json({ ok: true }));
router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await tagService.allTags() }); } catch (e) { next(e); }
});
router.get('/profiles/:username', async (req, res, next) => {
  try {
    const profile = await profileService.getProfile(req.params.username, req.user);
    if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.json({ profile });
  } catch (e) { next(e); }
});
module.exports = router;
