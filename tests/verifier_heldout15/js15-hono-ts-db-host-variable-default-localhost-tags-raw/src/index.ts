import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { config } from './config/env.js';
import { sequelize } from './models/index.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.use('*', cors());
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port });
console.log(`Server running on port ${config.port}`);
