import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './store.js';
import { articleRoutes } from './articles.js';

await db.open();

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/articles', articleRoutes);

serve({ fetch: app.fetch, port: 3000 });
