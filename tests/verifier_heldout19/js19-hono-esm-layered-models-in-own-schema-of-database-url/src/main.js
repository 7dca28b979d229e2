import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { prepareDatabase } from './config/database.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/articles', comments);

await prepareDatabase();
serve({ fetch: app.fetch, port: 3000 });
