const { Hono } = require('hono');
const { profileRepository } = require('../repositories');

const router = new Hono();

router.get('/:username', async (c) => {
  const user = await profileRepository.findByUsername(c.req.param('username'));
  if (!user) return c.notFound();
  return c.json({ profile: { username: user.username, bio: user.bio, following: false } });
});

router.post('/:username/follow', async (c) => {
  const user = await profileRepository.findByUsername(c.req.param('username'));
  await profileRepository.addFollower(Number(c.req.header('x-user-id')), user.id);
  return c.json({ profile: { username: user.username, bio: user.bio, following: true } });
});

module.exports = router;
