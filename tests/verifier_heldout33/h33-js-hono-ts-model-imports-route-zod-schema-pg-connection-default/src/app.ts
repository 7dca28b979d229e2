import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './repositories/pool.js';
import { userRoutes } from './routes/user.routes.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', userRoutes);
await migrate();
serve({ fetch: app.fetch, port: 3000 });
