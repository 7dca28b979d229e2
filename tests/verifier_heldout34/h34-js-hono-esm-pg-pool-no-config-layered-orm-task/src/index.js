import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ensureSchema } from './repositories/pool.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/', tags);

await ensureSchema();
serve({ fetch: app.fetch, port: 3000 });
