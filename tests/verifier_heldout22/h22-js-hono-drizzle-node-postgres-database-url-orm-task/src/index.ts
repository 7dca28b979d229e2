import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './db';
import { articleRoutes } from './routes/articles';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/articles', articleRoutes);

await migrate();
serve({ fetch: app.fetch, port: 3000 });
