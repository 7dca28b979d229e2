import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './store.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/profiles/:username', (c) => {
  const u = db.prepare('SELECT username, bio, image FROM users WHERE username = ?').get(c.req.param('username'));
  return u ? c.json({ profile: { ...u, following: false } }) : c.json({ errors: { body: ['not found'] } }, 404);
});
serve({ fetch: app.fetch, port: 3000 });
