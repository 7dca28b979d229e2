const { Router } = require('express');
const auth = require('../middleware/auth');

const router = Router();

router.get('/profiles/:username', auth.optional, async (req, res, next) => {
  try {
    const { repositories, services } = globalThis.conduit;
    const user = await repositories.users.findByUsername(req.params.username);
    if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
    return res.json({ profile: await services.profiles.present(user, req.auth && req.auth.id) });
  } catch (e) { return next(e); }
});

router.post('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await globalThis.conduit.services.profiles.follow(req.params.username, req.auth.id) });
  } catch (e) { next(e); }
});

router.delete('/profiles/:username/follow', auth.required, async (req, res, next) => {
  try {
    res.json({ profile: await globalThis.conduit.services.profiles.unfollow(req.params.username, req.auth.id) });
  } catch (e) { next(e); }
});

module.exports = router;
