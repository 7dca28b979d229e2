const router = require('express').Router();
const auth = require('./auth');
const profileService = require('../services/profileService');
const feedService = require('../services/feedService');

const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.get('/profiles/:username', auth.optional, wrap(async (req, res) => {
  res.json({ profile: await profileService.getProfile(req.params.username, req.userId) });
}));

router.post('/profiles/:username/follow', auth.required, wrap(async (req, res) => {
  res.json({ profile: await profileService.follow(req.userId, req.params.username) });
}));

router.delete('/profiles/:username/follow', auth.required, wrap(async (req, res) => {
  res.json({ profile: await profileService.unfollow(req.userId, req.params.username) });
}));

router.get('/articles/feed', auth.required, wrap(async (req, res) => {
  res.json(await feedService.getFeed(req.userId, req.query));
}));

module.exports = router;
