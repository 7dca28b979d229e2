import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize, User } from './db.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.get('/api/profiles/:username', async (c) => {
  const u = await User.findOne({ where: { username: c.req.param('username') } });
  if (!u) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
