import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { runMigrations } from './db/client.js';
import { articleRoutes } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', articleRoutes);

await runMigrations();
serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit (Hono) listening on 3000');
