import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { db } from './db/client.js';
import { users } from './db/schema.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));

app.get('/api/profiles/:username', async (c) => {
  const [user] = await db.select().from(users).where(eq(users.username, c.req.param('username')));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

serve({ fetch: app.fetch, port: 3000 });
