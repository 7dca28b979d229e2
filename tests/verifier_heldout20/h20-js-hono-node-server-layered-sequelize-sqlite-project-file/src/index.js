import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { userRoutes } from './routes/users.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));
