import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { articles } from './routes/articles.js';
import { profiles } from './routes/profiles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articles);
app.route('/', profiles);

serve({ fetch: app.fetch, port: 3000 });
