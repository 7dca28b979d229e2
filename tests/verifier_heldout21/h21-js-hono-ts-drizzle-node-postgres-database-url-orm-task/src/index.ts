import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { db, ensureSchema } from './db';
import { users } from './db/schema';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.get('/profiles/:username', async (c) => {
  const [u] = await db.select().from(users).where(eq(users.username, c.req.param('username')));
  if (!u) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

await ensureSchema();
serve({ fetch: app.fetch, port: 3000 });
