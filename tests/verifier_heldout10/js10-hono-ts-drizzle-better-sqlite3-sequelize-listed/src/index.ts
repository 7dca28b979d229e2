import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tagRoutes } from './routes/tags';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', tagRoutes);

serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));
