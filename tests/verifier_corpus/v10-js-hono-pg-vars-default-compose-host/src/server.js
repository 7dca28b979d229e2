import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
