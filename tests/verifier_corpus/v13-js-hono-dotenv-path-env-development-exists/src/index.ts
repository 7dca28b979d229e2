import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { comments } from './routes/comments';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', comments);

serve({ fetch: app.fetch, port: 3000 });
console.log('Hono Conduit on http://localhost:3000');
