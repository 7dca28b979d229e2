import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './db.js';
import { users } from './routes/users.js';
import { tags } from './routes/tags.js';

await migrate();

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', users);
app.route('/api', tags);

serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit on http://localhost:3000/api');
