import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { initSchema } from './repositories/pool.js';
import { user } from './routes/user.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/user', user);

await initSchema();
serve({ fetch: app.fetch, port: 3000 });
