import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { findByEmail, insertUser } from './repositories/users';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.post('/api/users', async (c) => {
  const { user } = await c.req.json();
  if (findByEmail(user.email)) return c.json({ errors: { email: ['taken'] } }, 422);
  const created = insertUser(user);
  return c.json({ user: { username: created.username, email: created.email } }, 201);
});

serve({ fetch: app.fetch, port: 3000 });
