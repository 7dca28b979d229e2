const { Router } = require('express');

const router = Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const { repos } = req.app.locals;
    const user = await repos.users.findByName(req.params.username);
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
