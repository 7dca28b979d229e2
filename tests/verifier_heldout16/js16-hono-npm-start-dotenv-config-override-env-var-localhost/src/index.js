import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/tags', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
