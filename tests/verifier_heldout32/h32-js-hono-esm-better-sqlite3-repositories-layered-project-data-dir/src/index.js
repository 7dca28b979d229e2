import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/articles', comments);

serve({ fetch: app.fetch, port: 3000 });
