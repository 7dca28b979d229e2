import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/tags', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
