const { Hono } = require('hono');
const profileService = require('../services/profileService');

const profiles = new Hono();

profiles.onError((err, c) => {
  if (err instanceof profileService.ProfileNotFound) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ errors: { body: [err.message] } }, 500);
});

profiles.get('/profiles/:username', async (c) =>
  c.json({ profile: await profileService.getProfile(c.req.param('username'), c.get('userId')) }));

profiles.post('/profiles/:username/follow', async (c) =>
  c.json({ profile: await profileService.follow(c.req.param('username'), c.get('userId')) }));

profiles.delete('/profiles/:username/follow', async (c) =>
  c.json({ profile: await profileService.unfollow(c.req.param('username'), c.get('userId')) }));

module.exports = profiles;
