import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ensureSchema } from './lib/pool.js';
import { articles } from './handlers/articles.js';

await ensureSchema();
const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', articles);
serve({ fetch: app.fetch, port: 3000 });
