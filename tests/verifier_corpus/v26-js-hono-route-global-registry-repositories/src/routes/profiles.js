const { Hono } = require('hono');

const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const { repositories } = globalThis.app;
  const user = await repositories.users.findByUsername(c.req.param('username'));
  if (!user) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

module.exports = profiles;
