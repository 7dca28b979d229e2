import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { setupDatabase } from './db/setup.js';
import { User } from './models/user.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));

app.get('/api/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

await setupDatabase();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: '0.0.0.0' });
