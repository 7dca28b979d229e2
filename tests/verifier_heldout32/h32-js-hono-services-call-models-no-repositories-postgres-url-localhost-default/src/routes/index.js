const { Hono } = require('hono');
const feedService = require('../services/feedService');
const profileService = require('../services/profileService');

const api = new Hono();

api.get('/articles/feed', async (c) => {
  const userId = Number(c.req.header('x-user-id'));
  return c.json(await feedService.feed(userId, Number(c.req.query('limit')) || 20, Number(c.req.query('offset')) || 0));
});

api.post('/profiles/:username/follow', async (c) => {
  const profile = await profileService.follow(Number(c.req.header('x-user-id')), c.req.param('username'));
  return profile ? c.json({ profile }) : c.json({ errors: { profile: ['not found'] } }, 404);
});

module.exports = { api };
