const router = require('express').Router();
const profileService = require('../services/profileService');
router.get('/:username', async (req, res) => {
  try { res.json({ profile: await profileService.getProfile(req.params.username) }); }
  catch (e) { res.status(e.status || 500).json({ errors: { body: [e.message] } }); }
});
module.exports = router;
