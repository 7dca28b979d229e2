import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pool, createSchema } from './db.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

app.get('/tags', async (c) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return c.json({ tags: rows.map((r) => r.name) });
});

await createSchema();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 }, (info) => console.log(`conduit on ${info.port}`));
