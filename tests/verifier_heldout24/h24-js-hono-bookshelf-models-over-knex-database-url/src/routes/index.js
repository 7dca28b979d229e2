const { Hono } = require('hono');
const { User, Tag } = require('../models');

const api = new Hono();
api.get('/health-check', (c) => c.text('ok'));
api.get('/tags', async (c) => {
  const tags = await Tag.fetchAll();
  return c.json({ tags: tags.map((t) => t.get('name')) });
});
api.get('/profiles/:username', async (c) => {
  const user = await new User({ username: c.req.param('username') }).fetch({ require: false });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.get('username'), bio: user.get('bio'), image: user.get('image'), following: false } });
});

module.exports = api;
