const { Hono } = require('hono');

const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const { services } = globalThis.app;
  const profile = await services.users.getProfile(c.req.param('username'));
  if (!profile) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ profile });
});

module.exports = profiles;
