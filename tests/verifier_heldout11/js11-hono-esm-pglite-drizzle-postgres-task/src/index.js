import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { db, migrate } from './db.js';
import { tags, users } from './schema.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.get('/tags', async (c) => {
  const rows = await db.select({ name: tags.name }).from(tags).orderBy(asc(tags.name));
  return c.json({ tags: rows.map((r) => r.name) });
});
app.get('/profiles/:username', async (c) => {
  const [u] = await db.select().from(users).where(eq(users.username, c.req.param('username')));
  if (!u) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

await migrate();
serve({ fetch: app.fetch, port: 3000 });
