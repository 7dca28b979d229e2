import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { runMigrations } from './db/client.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', profiles);

await runMigrations();
serve({ fetch: app.fetch, port: 3000 });
