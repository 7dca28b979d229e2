import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { config } from './config';
import { users } from './routes/users';
import { comments } from './routes/comments';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', comments);

serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`listening on ${info.port}, db ${config.dbFile}`));
