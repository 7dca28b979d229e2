const { Router } = require('express');

const router = Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const profile = await req.container.resolve('profileService').get(req.params.username, req.userId);
    if (!profile) return res.status(404).json({ errors: { body: ['profile not found'] } });
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

router.post('/profiles/:username/follow', async (req, res, next) => {
  try {
    const profile = await req.container.resolve('profileService').follow(req.params.username, req.userId);
    if (!profile) return res.status(404).json({ errors: { body: ['profile not found'] } });
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

router.delete('/profiles/:username/follow', async (req, res, next) => {
  try {
    const users = req.container.resolve('userRepository');
    const target = await users.byUsername(req.params.username);
    if (!target) return res.status(404).json({ errors: { body: ['profile not found'] } });
    await users.unfollow(req.userId, target.id);
    res.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: false } });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
