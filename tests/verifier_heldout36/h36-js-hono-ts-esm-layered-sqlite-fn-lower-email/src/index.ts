import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { usersRoutes } from './routes/users.routes.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/users', usersRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
