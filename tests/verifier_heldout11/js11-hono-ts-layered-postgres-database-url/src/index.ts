import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db';
import './models/profile';
import { profiles } from './routes/profiles';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
