import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './db/sequelize';
import './models/user';
import { usersRoutes } from './routes/users';

const app = new Hono().basePath('/api');
app.use('*', logger());
app.get('/health-check', (c) => c.text('OK'));
app.route('/', usersRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Listening on http://localhost:${info.port}`));
