const { Hono } = require('hono');
const jwt = require('jsonwebtoken');
const profileService = require('../services/profileService');

const profiles = new Hono();

profiles.get('/:username', async (c) => {
  let viewerId = null;
  const token = (c.req.header('Authorization') || '').replace('Token ', '');
  if (token) { try { viewerId = jwt.verify(token, process.env.JWT_SECRET).id; } catch {} }
  const profile = await profileService.getProfile(c.req.param('username'), viewerId);
  return profile ? c.json({ profile }) : c.json({ errors: { body: ['not found'] } }, 404);
});

module.exports = profiles;
