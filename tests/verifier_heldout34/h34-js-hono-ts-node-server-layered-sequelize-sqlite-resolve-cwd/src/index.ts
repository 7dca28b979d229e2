import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db';
import { userRoutes } from './routes/user';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/', userRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
