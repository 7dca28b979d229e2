import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './db/sequelize.js';
import { users } from './routes/users.js';

const app = new Hono().basePath('/api');
app.use(logger());
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));
