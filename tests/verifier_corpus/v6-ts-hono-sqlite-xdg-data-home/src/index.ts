import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './db.js';

const app = new Hono();
app.get('/api/tags', (c) => c.json({ tags: db.prepare('SELECT name FROM tags').all().map((r: any) => r.name) }));
app.post('/api/tags', async (c) => {
  const { tag } = await c.req.json();
  db.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)').run(tag);
  return c.json({ ok: true }, 201);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
