import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', profiles);

serve({ fetch: app.fetch, port: 3000 }, () => console.log('Conduit (Hono) on :3000'));
