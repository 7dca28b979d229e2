import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ensureDatabase, pool } from './db.js';

await ensureDatabase();
const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return c.json({ tags: rows.map((r) => r.name) });
});
serve({ fetch: app.fetch, port: 3000 });
