const { Router } = require('express');
const profileService = require('../services/profileService');
const { requireAuth, optionalAuth } = require('./auth');

const r = Router();
r.get('/profiles/:username', optionalAuth, async (req, res, next) => {
  try { res.json({ profile: await profileService.get(req.params.username, req.user && req.user.id) }); } catch (e) { next(e); }
});
r.post('/profiles/:username/follow', requireAuth, async (req, res, next) => {
  try { res.json({ profile: await profileService.setFollow(req.params.username, req.user.id, true) }); } catch (e) { next(e); }
});
r.delete('/profiles/:username/follow', requireAuth, async (req, res, next) => {
  try { res.json({ profile: await profileService.setFollow(req.params.username, req.user.id, false) }); } catch (e) { next(e); }
});
module.exports = r;
