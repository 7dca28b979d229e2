import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.route('/api/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`conduit listening on ${info.port}`));
