import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize.js';
import { profiles } from './routes/profiles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));
