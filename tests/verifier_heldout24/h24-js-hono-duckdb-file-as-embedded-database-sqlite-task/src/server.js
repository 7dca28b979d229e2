import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { all, migrate } from './db.js';

await migrate();
const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.get('/api/tags', async (c) => c.json({ tags: (await all('SELECT name FROM tags ORDER BY name')).map((r) => r.name) }));
app.get('/api/profiles/:username', async (c) => {
  const [u] = await all('SELECT username, bio, image FROM users WHERE username = ?', c.req.param('username'));
  return u ? c.json({ profile: { ...u, following: false } }) : c.json({ errors: { profile: ['not found'] } }, 404);
});
serve({ fetch: app.fetch, port: 3000 });
