const router = require('express').Router();
const jwt = require('jsonwebtoken');
const profiles = require('../services/profile.service');

const SECRET = process.env.JWT_SECRET || 'super-secret';
const viewer = (req) => {
  try { return jwt.verify((req.get('Authorization') || '').slice(6), SECRET).id; } catch { return null; }
};

// The service hands back the User instance; shape it here without touching the database.
function present({ user, following }) {
  const { username, bio, image } = user.get({ plain: true });
  return { profile: { username, bio: bio ?? null, image: image ?? null, following } };
}

router.get('/:username', async (req, res) => {
  try { res.json(present(await profiles.getProfile(req.params.username, viewer(req)))); }
  catch (e) { res.status(e instanceof profiles.NotFoundError ? 404 : 500).json({ errors: { body: [e.message] } }); }
});

router.post('/:username/follow', async (req, res) => {
  const me = viewer(req);
  if (!me) return res.sendStatus(401);
  try { res.json(present(await profiles.setFollow(req.params.username, me, true))); }
  catch (e) { res.status(404).json({ errors: { body: [e.message] } }); }
});

router.delete('/:username/follow', async (req, res) => {
  const me = viewer(req);
  if (!me) return res.sendStatus(401);
  try { res.json(present(await profiles.setFollow(req.params.username, me, false))); }
  catch (e) { res.status(404).json({ errors: { body: [e.message] } }); }
});

module.exports = router;
