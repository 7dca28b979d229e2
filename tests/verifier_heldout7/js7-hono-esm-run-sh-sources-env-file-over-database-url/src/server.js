import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './db/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.use('*', logger());
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 });
