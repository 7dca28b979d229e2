import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './db';
import { tags } from './schema';

const app = new Hono();

app.get('/api/tags', async (c) => {
  const rows = await db.select().from(tags);
  return c.json({ tags: rows.map((r) => r.name) });
});

serve({ fetch: app.fetch, port: 3000 });
