import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSchema } from './db/index.js';
import { usersRoutes } from './routes/users.js';
import { articlesRoutes } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', usersRoutes);
app.route('/api', articlesRoutes);
app.onError((err, c) => c.json({ errors: { body: [err.message] } }, err.status ?? 500));

await createSchema();
serve({ fetch: app.fetch, port: 3000 });
