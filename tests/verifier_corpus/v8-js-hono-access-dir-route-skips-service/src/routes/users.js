const { Hono } = require('hono');
const userService = require('../services/user-service');

const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await userService.register(user || {});
  if (!created) return c.json({ errors: { username: ['has already been taken'] } }, 422);
  return c.json({ user: created }, 201);
});

users.get('/profiles/:username', async (c) => {
  const profile = await userService.profile(c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

module.exports = users;
