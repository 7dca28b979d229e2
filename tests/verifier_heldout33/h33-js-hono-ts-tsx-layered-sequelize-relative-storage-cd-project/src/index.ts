import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { commentRoutes } from './routes/comment.routes.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/articles', commentRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
