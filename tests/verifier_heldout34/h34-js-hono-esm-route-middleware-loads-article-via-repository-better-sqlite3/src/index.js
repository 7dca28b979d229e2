import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articles);

serve({ fetch: app.fetch, port: 3000 });
