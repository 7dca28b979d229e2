import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { ensureSchema } from './db/client.js';
import { api } from './routes/api.js';

const app = new Hono();
app.route('/api', api);

await ensureSchema();
serve({ fetch: app.fetch, port: 3000 });
