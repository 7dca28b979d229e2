import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { articleRoutes } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', articleRoutes);

serve({ fetch: app.fetch, port: 3000 });
