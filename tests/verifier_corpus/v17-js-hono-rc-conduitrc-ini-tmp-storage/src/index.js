import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
app.route('/api/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(config.port) });
console.log(`conduit on :${config.port}`);
