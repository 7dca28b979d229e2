import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));
