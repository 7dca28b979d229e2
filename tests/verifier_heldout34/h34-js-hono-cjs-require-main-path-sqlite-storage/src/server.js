const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize, User } = require('./database');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'up' }));
app.get('/api/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
