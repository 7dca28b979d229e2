const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { pool, createTables } = require('./db');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return c.json({ tags: rows.map((r) => r.name) });
});

createTables().then(() => serve({ fetch: app.fetch, port: 3000 }));
