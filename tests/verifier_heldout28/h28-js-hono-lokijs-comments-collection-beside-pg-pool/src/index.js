import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { initSchema } from './store/pg.js';
import { users } from './routes/users.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', comments);

await initSchema();
serve({ fetch: app.fetch, port: 3000 });
