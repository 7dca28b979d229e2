import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { applySchema } from './db.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

await applySchema();

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', users);
app.route('/api', articles);

serve({ fetch: app.fetch, port: 3000 });
