import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.body(null, 200));
app.route('/', tags);
serve({ fetch: app.fetch, port: 3000 });
