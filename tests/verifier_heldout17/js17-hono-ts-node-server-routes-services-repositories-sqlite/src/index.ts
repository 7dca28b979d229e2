import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db.js';
import { userRoutes } from './routes/users.js';
import { tagRoutes } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userRoutes);
app.route('/tags', tagRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
