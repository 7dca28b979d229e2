const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize, User } = require('./db');

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ ok: true }));

app.post('/api/users', async (c) => {
  const { user } = await c.req.json();
  if (await User.findOne({ where: { email: user.email } })) {
    return c.json({ errors: { email: ['has already been taken'] } }, 422);
  }
  const created = await User.create(user);
  return c.json({ user: { email: created.email, username: created.username, bio: created.bio, image: created.image, token: String(created.id) } }, 201);
});

app.get('/api/profiles/:username', async (c) => {
  const [u] = await User.findAll({ where: { username: c.req.param('username') }, limit: 1 });
  if (!u) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
