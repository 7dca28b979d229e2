import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './db.js';
import { userRoutes } from './routes/users.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', userRoutes);
await migrate();
serve({ fetch: app.fetch, port: 3000 });
