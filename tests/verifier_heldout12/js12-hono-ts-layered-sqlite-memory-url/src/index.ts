import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './db/index.js';
import './models/user.js';
import './models/tag.js';
import { tagsRoute } from './routes/tags.route.js';
import { usersRoute } from './routes/users.route.js';

const app = new Hono().basePath('/api');
app.use('*', logger());
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', usersRoute);
app.route('/', tagsRoute);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Listening on http://localhost:${info.port}`));
