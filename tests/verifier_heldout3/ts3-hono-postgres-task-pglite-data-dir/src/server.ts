import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './db/client.js';
import { articleRoutes } from './routes/articles.js';

await migrate();

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/articles', articleRoutes);

serve({ fetch: app.fetch, port: 3000 });
