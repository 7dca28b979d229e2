import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './repositories/connection.js';
import { commentRoutes } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/articles', commentRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
