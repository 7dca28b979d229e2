import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize.js';
import './entities.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
