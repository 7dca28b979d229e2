import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pool, init } from './db.js';

const app = new Hono();
app.get('/api/health-check', async (c) => {
  await pool.query('SELECT 1');
  return c.json({ ok: true });
});
app.get('/api/tags', async (c) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return c.json({ tags: rows.map((r) => r.name) });
});

await init();
serve({ fetch: app.fetch, port: 3000 });
